import { createI18n, whenReady } from '@bet/i18n';
import { describe, expect, it } from 'vitest';
import {
  changeAppLanguage,
  DEFERRED_NAMESPACES,
  LanguageChangeError,
  loadAppStrings,
  loadDeferredStrings,
} from './app-i18n';
import { START_NAMESPACES } from './start-strings';
import { i18nTranslate } from './text';

const fetchFailing = async () => ({ ok: false, status: 503, text: async () => '' });
const fetchLocales = async (url: string) => {
  const [, lng, ns] = /\/(\w+)\/(\w+)\.json$/.exec(url) ?? [];
  return { ok: true, status: 200, text: async () => JSON.stringify({ probe: `${lng}:${ns}` }) };
};

describe('changeAppLanguage', () => {
  it('switches once the strings are loaded', async () => {
    const i18n = createI18n({
      supported: ['en', 'pt'],
      language: 'en',
      storage: null,
      backend: { kind: 'http', basePath: '/locales', fetch: fetchLocales, retries: 0 },
    });
    await loadAppStrings(i18n, 'en');
    await changeAppLanguage(i18n, 'pt');
    expect(i18n.language).toBe('pt');
    expect(i18nTranslate(i18n, i18n.language)('app:home.downloadAction')).toBe('Baixar');
  });

  it('keeps the current language and throws LanguageChangeError when the strings do not load', async () => {
    const i18n = createI18n({
      supported: ['en', 'es'],
      language: 'en',
      storage: null,
      backend: { kind: 'http', basePath: '/locales', fetch: fetchFailing, retries: 0 },
    });
    await expect(changeAppLanguage(i18n, 'es')).rejects.toBeInstanceOf(LanguageChangeError);
    expect(i18n.language).toBe('en');
  });
});

describe('loadDeferredStrings', () => {
  it("loads 'errors' after the start, in the language and in the fallback with the rest", async () => {
    const asked: string[] = [];
    const i18n = createI18n({
      supported: ['en'],
      language: 'en',
      storage: null,
      namespaces: [...START_NAMESPACES],
      deferFallback: true,
      backend: {
        kind: 'http',
        basePath: '/locales',
        fetch: (url: string) => {
          asked.push(url.slice('/locales/'.length));
          return fetchLocales(url);
        },
        retries: 0,
      },
    });
    await whenReady(i18n);
    expect(DEFERRED_NAMESPACES).toEqual(['errors']);
    expect(asked.sort()).toEqual(['en/common.json', 'en/ui.json']);
    await loadDeferredStrings(i18n);
    expect(asked.sort()).toEqual([
      'en/common.json',
      'en/errors.json',
      'en/ui.json',
      'pt/common.json',
      'pt/errors.json',
      'pt/ui.json',
    ]);
    expect(i18n.getResource('en', 'errors', 'probe')).toBe('en:errors');
    expect(i18n.getResource('pt', 'errors', 'probe')).toBe('pt:errors');
  });
});
