// Every help page exists, with real content, in every language the app offers.
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '../../brand/app-languages';
import { HELP_PAGES, helpLanguages, loadHelpContent } from './help-pages';

describe('help content', () => {
  it('exists in every app language', () => {
    expect(helpLanguages()).toEqual([...APP_LANGUAGES].sort());
  });

  it.each(APP_LANGUAGES)('%s has every help page with real content', async (lng) => {
    for (const page of HELP_PAGES) {
      const text = await loadHelpContent(page.slug, [lng]);
      // UTF-8 bytes, so that a compact script (Chinese) is measured fairly.
      expect(new TextEncoder().encode(text).length, `${lng}/${page.slug}`).toBeGreaterThan(600);
      expect(text, `${lng}/${page.slug}`).toMatch(/^# /m);
    }
  });
});
