import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import {
  LANGUAGE_STORAGE_KEY,
  browserLanguage,
  defaultLanguageOf,
  detectLanguage,
  rememberLanguage,
  type DetectionOptions,
  type LanguageStorage,
} from './detect';
import type { LanguageCode } from '@bet/domain/languages';
import { resources } from './resources';
import { memoryStorage } from './test-storage';

const supported: LanguageCode[] = ['pt', 'en', 'zh', 'es'];

function options(
  stored: string | undefined,
  browser: string[],
  extra: Partial<DetectionOptions> = {},
): DetectionOptions {
  const storage = memoryStorage(stored === undefined ? {} : { [LANGUAGE_STORAGE_KEY]: stored });
  return { supported, storage, browserLanguages: () => browser, ...extra };
}

describe('detectLanguage', () => {
  it('prefers the stored setting over the browser', () => {
    expect(detectLanguage(options('zh', ['en-US']))).toBe('zh');
  });

  it('uses the browser languages when nothing is stored', () => {
    expect(detectLanguage(options(undefined, ['en-US', 'pt-BR']))).toBe('en');
  });

  it('falls back to pt when neither gives a supported language', () => {
    expect(detectLanguage(options(undefined, ['fr-FR', 'de']))).toBe('pt');
  });

  it('ignores a stored value the brand does not support', () => {
    expect(detectLanguage(options('ja', ['es-MX']))).toBe('es');
    expect(detectLanguage(options('klingon', []))).toBe('pt');
  });

  it('skips browser languages the brand does not offer and takes the next one', () => {
    expect(detectLanguage(options(undefined, ['ja-JP', 'zh-TW']))).toBe('zh');
  });

  it('uses the brand default, or the first offered language when pt is not offered', () => {
    expect(detectLanguage(options(undefined, [], { defaultLanguage: 'es' }))).toBe('es');
    expect(defaultLanguageOf({ supported: ['ko', 'en'] })).toBe('ko');
  });

  it('survives storage and navigator that throw', () => {
    const broken: LanguageStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const throwing = () => {
      throw new Error('no navigator');
    };
    expect(detectLanguage({ supported, storage: broken, browserLanguages: throwing })).toBe('pt');
    expect(() => rememberLanguage({ supported, storage: broken }, 'en')).not.toThrow();
  });
});

describe('browserLanguage', () => {
  it.each([
    ['pt-BR', 'pt'],
    ['zh-TW', 'zh'],
    ['en-US', 'en'],
    ['es_419', 'es'],
    ['EN', 'en'],
  ])('maps %s to %s', (tag, code) => {
    expect(browserLanguage({ supported, browserLanguages: () => [tag] })).toBe(code);
  });
});

describe('remembering the language', () => {
  it('stores a change of language, and nothing before it', async () => {
    const storage = memoryStorage();
    const i18n = createI18n({
      supported,
      storage,
      browserLanguages: () => ['en-US'],
      backend: { kind: 'resources', resources },
    });
    expect(i18n.language).toBe('en');
    expect(storage.writes).toEqual([]);

    await i18n.changeLanguage('zh');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');

    const next = createI18n({
      supported,
      storage,
      browserLanguages: () => ['en-US'],
      backend: { kind: 'resources', resources },
    });
    expect(next.language).toBe('zh');
  });

  it('does not store a language the brand does not offer', () => {
    const storage = memoryStorage();
    rememberLanguage({ supported, storage }, 'ja');
    rememberLanguage({ supported, storage }, 'es-MX');
    expect(storage.writes).toEqual([[LANGUAGE_STORAGE_KEY, 'es']]);
  });
});
