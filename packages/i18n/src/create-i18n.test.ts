import i18next, { type Module } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import {
  createI18n,
  I18nConfigError,
  initialLanguage,
  whenReady,
  type CreateI18nOptions,
} from './create-i18n';
import type { LanguageCode } from '@bet/domain/languages';
import { NAMESPACES } from './namespaces';
import { resources } from './resources';
import { memoryStorage } from './test-storage';

const backend = { kind: 'resources', resources } as const;
const base = {
  storage: null,
  browserLanguages: () => [],
  backend,
} satisfies Partial<CreateI18nOptions>;

describe('createI18n', () => {
  it('returns a new instance each time, never the global singleton', () => {
    const a = createI18n({ ...base, supported: ['pt'] });
    const b = createI18n({ ...base, supported: ['pt'] });
    expect(a).not.toBe(b);
    expect(a).not.toBe(i18next);
  });

  it('is ready at once with the bundled resources, in pt by default', async () => {
    const i18n = createI18n({ ...base, supported: ['pt', 'en'] });
    expect(i18n.isInitialized).toBe(true);
    await expect(whenReady(i18n)).resolves.toBeUndefined();
    expect(i18n.language).toBe('pt');
    expect(i18n.t('nav.home')).toBe('Início');
    expect(i18n.options.defaultNS).toBe('common');
    expect(i18n.options.fallbackLng).toEqual(['pt']);
    expect(i18n.options.ns).toEqual([...NAMESPACES]);
  });

  it('translates every namespace with interpolation', () => {
    const i18n = createI18n({ ...base, supported: ['en', 'zh'], language: 'zh' });
    expect(i18n.t('ui:slideOf', { current: 2, total: 5 })).toBe('第 2 张，共 5 张');
    expect(i18n.t('errors:lngSettingError')).toBe('无法设置语言');
    expect(i18n.t('betting:warnings.insufficientAccountBalance')).toBe('余额不足');
  });

  it('falls back to pt for a key missing in the current language', () => {
    const i18n = createI18n({ ...base, supported: ['pt', 'en'], language: 'en' });
    i18n.addResource('pt', 'common', 'onlyInPortuguese', 'Só em português');
    expect(i18n.t('onlyInPortuguese' as 'nav.home')).toBe('Só em português');
    // Each instance has its own copy: the bundled resources and other instances are untouched.
    expect(Object.keys(resources.pt.common)).not.toContain('onlyInPortuguese');
    const other = createI18n({ ...base, supported: ['pt'] });
    expect(other.exists('onlyInPortuguese')).toBe(false);
  });

  it('detects from the stored setting and the browser, within the brand languages', () => {
    const storage = memoryStorage({ i18nextLng: 'ko' });
    const i18n = createI18n({
      supported: ['es', 'ko'],
      storage,
      browserLanguages: () => ['es-MX'],
      backend,
    });
    expect(i18n.language).toBe('ko');
    const other = createI18n({
      ...base,
      supported: ['es', 'ko'],
      defaultLanguage: 'ko',
      browserLanguages: () => ['es-MX'],
    });
    expect(other.language).toBe('es');
  });

  it('tells the start language before the strings load, as the instance then starts in it', () => {
    const options = {
      supported: ['es', 'ko'] as const,
      storage: memoryStorage({}),
      browserLanguages: () => ['ko-KR', 'es'],
      backend,
    };
    expect(initialLanguage(options)).toBe('ko');
    expect(createI18n(options).language).toBe('ko');
    expect(initialLanguage({ ...options, storage: memoryStorage({ i18nextLng: 'es' }) })).toBe(
      'es',
    );
    expect(initialLanguage({ ...options, language: 'es' })).toBe('es');
  });

  it('passes each extra plugin the instance', () => {
    const init = vi.fn();
    const plugin: Module & { init: typeof init } = { type: '3rdParty', init };
    const i18n = createI18n({ ...base, supported: ['pt'], plugins: [plugin] });
    expect(init).toHaveBeenCalledWith(i18n);
  });

  it('types the keys: a missing key is a type error', () => {
    const i18n = createI18n({ ...base, supported: ['en'], language: 'en' });
    expect(i18n.t('header.balance')).toBe('Balance');
    expect(i18n.t('wallet:minDeposit', { amount: '100' })).toBe('Minimum deposit: 100');
    // @ts-expect-error 'nav.noSuchKey' is not a key of the English resources.
    expect(i18n.t('nav.noSuchKey')).toBe('nav.noSuchKey');
    // @ts-expect-error 'sports' is not a namespace.
    expect(i18n.t('sports:title')).toBe('title');
  });

  it.each<[string, Partial<CreateI18nOptions>, string]>([
    ['no language', { supported: [] }, 'noLanguages'],
    ['an unknown language', { supported: ['pt', 'xx' as LanguageCode] }, 'unknownLanguage'],
    [
      'a default the brand does not offer',
      { supported: ['pt'], defaultLanguage: 'en' },
      'unsupportedDefault',
    ],
    [
      'an unknown namespace',
      { supported: ['pt'], namespaces: ['sports' as 'common'] },
      'unknownNamespace',
    ],
  ])('rejects %s with a typed error', (_name, options, code) => {
    const create = () => createI18n({ ...base, supported: ['pt'], ...options });
    expect(create).toThrow(I18nConfigError);
    expect(create).toThrow(expect.objectContaining({ code }));
  });
});
