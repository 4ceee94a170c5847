import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  isLanguageCode,
  languageFromTag,
  languageInfo,
  acceptedLanguages,
  acceptLanguageHeader,
  contentLanguages,
} from './languages';

describe('LANGUAGES', () => {
  it('lists eleven languages, only pt selectable and fallback', () => {
    expect(LANGUAGES).toHaveLength(11);
    expect(LANGUAGES.filter((l) => l.selectable).map((l) => l.code)).toEqual([FALLBACK_LANGUAGE]);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(11);
    expect(LANGUAGES.map((l) => l.code)).toEqual(LANGUAGE_CODES);
  });

  it('lists the eleven languages of the product with pt as the fallback', () => {
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
    expect(languageInfo('pt').intlLocale).toBe('pt-BR');
    expect(languageInfo('zh').intlLocale).toBe('zh-CN');
    expect(languageInfo('zh').nativeName).toBe('简体中文');
  });

  it.each(LANGUAGE_CODES)('%s has a consistent entry that Intl knows', (code) => {
    const info = languageInfo(code);
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
    expect(isLanguageCode('toString')).toBe(false);
    expect(isLanguageCode(42)).toBe(false);
  });
});

describe('Accept-Language', () => {
  it('lists the product languages asked for, by q then order, without repeats', () => {
    expect(acceptedLanguages('zh-CN, en;q=0.9, fr;q=0.95, pt-BR;q=0.5, zh-TW')).toEqual([
      'zh',
      'en',
      'pt',
    ]);
    expect(acceptedLanguages('es;q=0, ru')).toEqual(['ru']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('xx, ;q=abc')).toEqual([]);
  });

  it('looks content up in the languages asked for, then the fallback', () => {
    expect(contentLanguages('ja, en;q=0.9')).toEqual(['ja', 'en', 'pt']);
    expect(contentLanguages('')).toEqual(['pt']);
  });

  it('sends the reader language first, then the brand default', () => {
    expect(acceptLanguageHeader('zh', 'en')).toBe('zh, en;q=0.9');
    expect(acceptLanguageHeader('en', 'en')).toBe('en');
    expect(contentLanguages(acceptLanguageHeader('bn', 'es'))).toEqual(['bn', 'es', 'pt']);
  });
});
