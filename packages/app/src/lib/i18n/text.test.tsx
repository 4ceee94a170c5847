// The one text hook over the app's string store: shared, app and ui keys in the current language,
// a new language re-renders, and a key that is not registered does not compile.
import { createI18n, whenReady } from '@bet/i18n';
import { useText } from '@bet/ui/text';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, testBrand } from '../../../test/test-app';
import { changeAppLanguage } from './app-i18n';
import {
  AppTextProvider,
  I18nProvider,
  I18nProviderMissingError,
  i18nTranslate,
  textLookup,
  useLanguage,
  useNamespaces,
} from './text';

/** A store of one string per namespace: 'errors' has the unauthorized message. */
const fetchErrors = async (url: string) => ({
  ok: true,
  status: 200,
  text: async () =>
    JSON.stringify(url.endsWith('/errors.json') ? { unauthorized: 'Please log in again' } : {}),
});

/** An English instance over that store, 'common' loaded (empty), the rest on demand. */
async function englishStore() {
  const i18n = createI18n({
    supported: ['en'],
    language: 'en',
    storage: null,
    namespaces: ['common'],
    backend: { kind: 'http', basePath: '/locales', fetch: fetchErrors, retries: 0 },
  });
  await whenReady(i18n);
  return i18n;
}

function Texts() {
  const t = useText();
  const language = useLanguage();
  return (
    <ul>
      <li data-testid="language">{language}</li>
      <li data-testid="common">{t('common:nav.home')}</li>
      <li data-testid="app">{t('app:home.downloadTitle', { brand: 'TestBet' })}</li>
      <li data-testid="ui">{t('ui:close')}</li>
    </ul>
  );
}

const shown = (id: string) => screen.getByTestId(id).textContent;

async function renderTexts() {
  const app = await createTestApp({ brand: testBrand(), language: 'en' });
  render(
    <I18nProvider i18n={app.i18n}>
      <AppTextProvider>
        <Texts />
      </AppTextProvider>
    </I18nProvider>,
  );
  return app;
}

describe('strings that arrive after a render', () => {
  it("re-render the text that uses them (a failure shown before 'errors' had loaded)", async () => {
    const i18n = await englishStore();
    function Failure() {
      const t = useText();
      return <p role="alert">{t('errors:unauthorized')}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <AppTextProvider>
          <Failure />
        </AppTextProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('errors:unauthorized');
    await act(() => i18n.loadNamespaces('errors'));
    expect(screen.getByRole('alert').textContent).toBe('Please log in again');
  });

  it('re-render nothing when no text on screen was missing them', async () => {
    const i18n = await englishStore();
    let renders = 0;
    function Present() {
      const t = useText();
      renders += 1;
      return <p>{t('ui:close') ?? 'none'}</p>;
    }
    i18n.addResourceBundle('en', 'ui', { close: 'Close' });
    render(
      <I18nProvider i18n={i18n}>
        <AppTextProvider>
          <Present />
        </AppTextProvider>
      </I18nProvider>,
    );
    expect(screen.getByText('Close')).toBeTruthy();
    const before = renders;
    await act(() => i18n.loadNamespaces('errors'));
    expect(i18n.hasLoadedNamespace('errors')).toBe(true);
    expect(renders).toBe(before);
  });
});

describe('textLookup', () => {
  it('asks i18next once a key without values, every time for a key with values', async () => {
    const i18n = await englishStore();
    await i18n.loadNamespaces('errors');
    const asked = vi.spyOn(i18n, 't');
    const { translate } = textLookup(i18n, 'en');
    expect(translate('errors:unauthorized')).toBe('Please log in again');
    expect(translate('errors:unauthorized')).toBe('Please log in again');
    expect(asked).toHaveBeenCalledTimes(1);
    translate('errors:unauthorized', { count: 1 });
    translate('errors:unauthorized', { count: 1 });
    expect(asked).toHaveBeenCalledTimes(3);
    // A missing key is not kept: it answers once its strings are in.
    expect(translate('errors:later')).toBeUndefined();
    i18n.addResource('en', 'errors', 'later', 'Now here');
    expect(translate('errors:later')).toBe('Now here');
  });
});

describe('useNamespaces', () => {
  it('suspends until a namespace the start did not load is in, then says its keys', async () => {
    const i18n = await englishStore();
    expect(i18n.hasLoadedNamespace('errors')).toBe(false);
    function Failure() {
      useNamespaces('errors');
      const t = useText();
      return <p role="alert">{t('errors:unauthorized')}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <AppTextProvider>
          <Suspense fallback={<p>loading</p>}>
            <Failure />
          </Suspense>
        </AppTextProvider>
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in again');
  });

  it('needs the provider', () => {
    function Orphan() {
      useLanguage();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(I18nProviderMissingError);
  });
});

describe('useText over the app store', () => {
  it("answers 'common:', 'app:' and 'ui:' keys in the current language", async () => {
    await renderTexts();
    expect(shown('language')).toBe('en');
    expect(shown('common')).toBe('Home');
    expect(shown('app')).toBe('Get the TestBet app');
    expect(shown('ui')).toBe('Close');
  });

  it('re-renders with the new language when it changes', async () => {
    const app = await renderTexts();
    await act(() => changeAppLanguage(app.i18n, 'pt'));
    expect(shown('language')).toBe('pt');
    expect(shown('common')).toBe('Início');
    expect(shown('app')).toBe(
      i18nTranslate(app.i18n, 'pt')('app:home.downloadTitle', { brand: 'TestBet' }),
    );
    expect(shown('app')).not.toBe('Get the TestBet app');
    expect(shown('ui')).toBe('Fechar');
  });

  it('types its keys: a key no namespace has is a compile error', () => {
    function Bogus() {
      const t = useText();
      // @ts-expect-error -- not a key of the store: typecheck fails if key checking stops working.
      return <span data-testid="bogus">{t('common:nav.noSuchPage')}</span>;
    }
    function Unqualified() {
      const t = useText();
      // @ts-expect-error -- keys name their namespace ('common:nav.home'), no default namespace.
      return <span data-testid="bare">{t('nav.home')}</span>;
    }
    render(
      <>
        <Bogus />
        <Unqualified />
      </>,
    );
    // At run time a missing key answers itself, as i18next does.
    expect(shown('bogus')).toBe('common:nav.noSuchPage');
  });

  it('the store answers undefined for a missing key, so ui keys fall back to English', async () => {
    const app = await createTestApp({ brand: testBrand(), language: 'en' });
    const translate = i18nTranslate(app.i18n, 'en');
    expect(translate('errors:unauthorized')).toBe(app.i18n.t('errors:unauthorized'));
    expect(translate('common:nav.noSuchPage')).toBeUndefined();
    expect(translate('app:home.downloadTitle', { brand: 'X' })).toBe('Get the X app');
  });
});
