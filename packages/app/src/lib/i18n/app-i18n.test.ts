import { createI18n } from '@bet/i18n';
import { describe, expect, it } from 'vitest';
import { changeAppLanguage, LanguageChangeError, loadAppStrings } from './app-i18n';
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
