// The lazy sections of the app strings: not in the start strings, added with the fallback's on
// demand, so their screens say them in the member's language.
import { createI18n } from '@bet/i18n';
import { describe, expect, it } from 'vitest';
import { loadAppStrings } from './app-i18n';
import {
  hasAppSection,
  LAZY_APP_SECTIONS,
  loadAppSection,
  START_APP_SECTIONS,
} from './app-section';
import { i18nTranslate } from './text';

const KEY = 'app:reports.filters';

const fetchLocales = async () => ({ ok: true, status: 200, text: async () => '{}' });

function instance() {
  return createI18n({
    supported: ['en', 'es', 'pt'],
    language: 'es',
    storage: null,
    backend: { kind: 'http', basePath: '/locales', fetch: fetchLocales, retries: 0 },
  });
}

describe('lazy app sections', () => {
  it("are left out of the start strings, which have the first screen's", async () => {
    const i18n = instance();
    await loadAppStrings(i18n, 'es');
    for (const section of START_APP_SECTIONS) {
      expect(i18n.getResource('es', 'app', section), section).toBeDefined();
    }
    for (const section of LAZY_APP_SECTIONS) expect(hasAppSection(i18n, 'es', section)).toBe(false);
  });

  it('with the start ones, are every section file', () => {
    const files = Object.keys(import.meta.glob('./app-strings/en/*.json'));
    const sections = files.map((file) => /\/(\w+)\.json$/.exec(file)?.[1]).sort();
    expect([...START_APP_SECTIONS, ...LAZY_APP_SECTIONS].sort()).toEqual(sections);
  });

  it('load for the language and the fallback, translated', async () => {
    const i18n = instance();
    await loadAppStrings(i18n, 'es');
    await loadAppSection(i18n, 'es', 'reports');
    for (const section of LAZY_APP_SECTIONS) {
      expect(hasAppSection(i18n, 'es', section)).toBe(true);
      expect(hasAppSection(i18n, 'pt', section)).toBe(true);
    }
    const es = i18nTranslate(i18n, 'es');
    const pt = i18nTranslate(i18n, 'pt');
    expect(es(KEY)).toBeDefined();
    expect(es(KEY)).not.toBe(pt(KEY));
    // The start strings are still there after the merge.
    expect(es('app:home.downloadAction')).toBeDefined();
  });
});
