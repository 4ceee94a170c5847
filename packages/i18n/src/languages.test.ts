import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  isLanguageCode,
  languageFromTag,
} from './languages';

describe('LANGUAGES', () => {
  it('lists the eleven languages of spec section 9 with pt as the fallback', () => {
    expect([...LANGUAGE_CODES].sort()).toEqual([
      'bn',
      'en',
      'es',
      'hi',
      'id',
      'ja',
      'ko',
      'pt',
      'ru',
      'tr',
      'zh',
    ]);
    expect(FALLBACK_LANGUAGE).toBe('pt');
    expect(LANGUAGES.pt.intlLocale).toBe('pt-BR');
    expect(LANGUAGES.zh.intlLocale).toBe('zh-CN');
  });

  it.each(LANGUAGE_CODES)('%s has a consistent entry that Intl knows', (code) => {
    const info = LANGUAGES[code];
    expect(info.code).toBe(code);
    expect(info.dir).toBe('ltr');
    expect(info.nativeName).not.toBe('');
    expect(Intl.NumberFormat.supportedLocalesOf([info.intlLocale])).toEqual([info.intlLocale]);
  });
});

describe('languageFromTag', () => {
  it.each([
    ['pt-BR', 'pt'],
    ['zh-Hant-TW', 'zh'],
    [' ja ', 'ja'],
    ['fr-FR', undefined],
    ['', undefined],
  ])('%j -> %j', (tag, code) => {
    expect(languageFromTag(tag)).toBe(code);
  });

  it('isLanguageCode accepts only the eleven codes', () => {
    expect(isLanguageCode('bn')).toBe(true);
    expect(isLanguageCode('pt-BR')).toBe(false);
    expect(isLanguageCode(42)).toBe(false);
  });
});
