import { VALIDATION_KEYS, type ValidationKey } from '@bet/domain/validation';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { toI18nKey } from './keys';
import { resources } from './resources';

describe('toI18nKey', () => {
  it('turns a domain key into an i18next key', () => {
    expect(toI18nKey('validation.passwordTooShort')).toBe('validation:passwordTooShort');
    expect(toI18nKey('errors.unauthorized')).toBe('errors:unauthorized');
    expect(toI18nKey('betting.warnings.belowMinBet')).toBe('betting:warnings.belowMinBet');
  });

  it('leaves other keys alone', () => {
    expect(toI18nKey('nav.home')).toBe('nav.home');
    expect(toI18nKey('plain')).toBe('plain');
    expect(toI18nKey('.odd')).toBe('.odd');
  });

  it('translates every domain validation key, checked by the compiler too', () => {
    const i18n = createI18n({
      supported: ['en'],
      language: 'en',
      storage: null,
      backend: { kind: 'resources', resources },
    });
    const translate = (key: ValidationKey): string => i18n.t(toI18nKey(key));
    for (const key of VALIDATION_KEYS) expect(translate(key), key).not.toBe(key.split('.')[1]);
    expect(translate('validation.passwordTooShort')).toBe(
      'The password must have at least 8 characters',
    );
  });
});
