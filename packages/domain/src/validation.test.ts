import { describe, expect, it } from 'vitest';
import { REAL_NAME_MAX } from './constants';
import {
  VALIDATION_KEYS,
  ageOn,
  canChangePassword,
  canPlaceBet,
  canWithdraw,
  isValidPassword,
  validateAge,
  validateCode,
  validateEmail,
  validateEmailOrMobile,
  validateMobile,
  validateNickname,
  validateOtp,
  validatePassword,
  validatePasswordChange,
  validatePaymentPassword,
  validateRealName,
  validateRegistration,
  validateRequired,
  type ValidationKey,
} from './validation';

const err = (error: ValidationKey) => ({ ok: false, error });
const ok = { ok: true };

describe('VALIDATION_KEYS', () => {
  it('are distinct validation.* keys', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    expect(VALIDATION_KEYS.every((k) => /^validation\.[a-zA-Z]+$/.test(k))).toBe(true);
  });
});

describe('passwords', () => {
  it.each([
    ['abcdefg1', true],
    ['12345678a', true],
    ['Senha123', true],
    ['çãoção12', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc1', false],
    ['', false],
  ])('isValidPassword(%s) is %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });

  it('explains what is wrong', () => {
    expect(validatePassword('')).toEqual(err('validation.passwordRequired'));
    expect(validatePassword(undefined)).toEqual(err('validation.passwordRequired'));
    expect(validatePassword('ab1')).toEqual(err('validation.passwordTooShort'));
    expect(validatePassword('abcdefghij')).toEqual(err('validation.passwordNeedsLetterAndNumber'));
    expect(validatePassword('abcdefg1')).toEqual(ok);
  });

  it('checks a password change', () => {
    const good = { old: 'oldpass1', new: 'newpass1', confirm: 'newpass1' };
    expect(validatePasswordChange(good)).toEqual(ok);
    expect(validatePasswordChange({ ...good, old: '' })).toEqual(
      err('validation.oldPasswordRequired'),
    );
    expect(validatePasswordChange({ ...good, new: null })).toEqual(
      err('validation.newPasswordRequired'),
    );
    expect(validatePasswordChange({ ...good, confirm: undefined })).toEqual(
      err('validation.confirmPasswordRequired'),
    );
    expect(validatePasswordChange({ ...good, new: 'short', confirm: 'short' })).toEqual(
      err('validation.passwordTooShort'),
    );
    expect(validatePasswordChange({ ...good, confirm: 'newpass2' })).toEqual(
      err('validation.passwordsDoNotMatch'),
    );
  });

  it('needs exactly 6 characters for the payment password', () => {
    expect(validatePaymentPassword('')).toEqual(err('validation.paymentPasswordRequired'));
    expect(validatePaymentPassword('12345')).toEqual(err('validation.paymentPasswordLength'));
    expect(validatePaymentPassword('1234567')).toEqual(err('validation.paymentPasswordLength'));
    expect(validatePaymentPassword('123456')).toEqual(ok);
    expect(validatePaymentPassword('12345a')).toEqual(err('validation.paymentPasswordLength'));
    expect(validatePaymentPassword('１２３４５６')).toEqual(
      err('validation.paymentPasswordLength'),
    );
  });

  it('real name: required, at most REAL_NAME_MAX characters', () => {
    expect(validateRealName('  ')).toEqual(err('validation.realNameRequired'));
    expect(validateRealName('Ana Souza')).toEqual(ok);
    expect(validateRealName('a'.repeat(REAL_NAME_MAX))).toEqual(ok);
    expect(validateRealName('a'.repeat(REAL_NAME_MAX + 1))).toEqual(
      err('validation.realNameTooLong'),
    );
  });
});

describe('profile fields', () => {
  it('nickname needs 6 characters', () => {
    expect(validateNickname('   ')).toEqual(err('validation.nicknameRequired'));
    expect(validateNickname('abcde')).toEqual(err('validation.nicknameTooShort'));
    expect(validateNickname(' abcde ')).toEqual(err('validation.nicknameTooShort'));
    expect(validateNickname('abcdef')).toEqual(ok);
  });

  it.each([
    ['user@example.com', ok],
    ['first.last+tag@mail.example.com.br', ok],
    ['', err('validation.emailRequired')],
    ['user@', err('validation.emailInvalid')],
    ['user@example', err('validation.emailInvalid')],
    ['user@@example.com', err('validation.emailInvalid')],
    ['us er@example.com', err('validation.emailInvalid')],
    ['user@example.c', err('validation.emailInvalid')],
    [`${'a'.repeat(250)}@example.com`, err('validation.textTooLong')],
  ])('email %s', (email, expected) => {
    expect(validateEmail(email)).toEqual(expected);
  });

  it('validates mobiles for their dial code', () => {
    expect(validateMobile('', '+55')).toEqual(err('validation.mobileRequired'));
    expect(validateMobile('11987654321', '+55')).toEqual(ok);
    expect(validateMobile('1198765432', '+55')).toEqual(err('validation.mobileInvalid'));
    expect(validateMobile('11987654321', '+999')).toEqual(err('validation.mobileInvalid'));
  });

  it('accepts an email or a mobile', () => {
    expect(validateEmailOrMobile(null, '+55')).toEqual(err('validation.emailOrMobileRequired'));
    expect(validateEmailOrMobile('a@b.co', '+55')).toEqual(ok);
    expect(validateEmailOrMobile('9876543210', '+91')).toEqual(ok);
    expect(validateEmailOrMobile('a@b', '+55')).toEqual(err('validation.emailOrMobileInvalid'));
    expect(validateEmailOrMobile('123', '+91')).toEqual(err('validation.emailOrMobileInvalid'));
  });

  it('requires the OTP and the other fields', () => {
    expect(validateOtp(' ')).toEqual(err('validation.otpRequired'));
    expect(validateOtp('123456')).toEqual(ok);
    expect(validateRequired('')).toEqual(err('validation.required'));
    expect(validateRequired(null, 'realName')).toEqual(err('validation.realNameRequired'));
    expect(validateRequired(undefined, 'paymentType')).toEqual(
      err('validation.paymentTypeRequired'),
    );
    expect(validateRequired(0, 'account')).toEqual(ok);
    expect(validateRequired('Ana', 'userName')).toEqual(ok);
  });

  it('requires a code greater than 0', () => {
    expect(validateCode('')).toEqual(err('validation.codeRequired'));
    expect(validateCode(0)).toEqual(err('validation.codeMustBePositive'));
    expect(validateCode('-2')).toEqual(err('validation.codeMustBePositive'));
    expect(validateCode('abc')).toEqual(err('validation.codeMustBePositive'));
    expect(validateCode('12')).toEqual(ok);
  });
});

describe('age', () => {
  const today = new Date('2025-06-15T00:00:00Z');

  it('is 18 on the birthday, not the day before', () => {
    expect(validateAge('2007-06-15', today)).toEqual(ok);
    expect(validateAge('2007-06-16', today)).toEqual(err('validation.underAge'));
    expect(validateAge(new Date('2000-01-01T00:00:00Z'), today)).toEqual(ok);
  });

  it('reaches a 29 February birthday on 1 March', () => {
    expect(ageOn('2004-02-29', new Date('2022-02-28T00:00:00Z'))).toBe(17);
    expect(ageOn('2004-02-29', new Date('2022-03-01T00:00:00Z'))).toBe(18);
    expect(ageOn('2004-02-29', new Date('2024-02-29T00:00:00Z'))).toBe(20);
  });

  it('rejects missing, malformed and future dates', () => {
    expect(validateAge(undefined, today)).toEqual(err('validation.birthDateRequired'));
    expect(validateAge('2007-02-30', today)).toEqual(err('validation.birthDateInvalid'));
    expect(validateAge('15/06/2007', today)).toEqual(err('validation.birthDateInvalid'));
    expect(validateAge(new Date('nope'), today)).toEqual(err('validation.birthDateInvalid'));
    expect(validateAge('2030-01-01', today)).toEqual(err('validation.birthDateInvalid'));
  });
});

describe('registration and prerequisites', () => {
  const today = new Date('2025-06-15T00:00:00Z');

  it('needs the terms and 18+', () => {
    expect(validateRegistration({ acceptedTerms: false, confirmedAdult: true, today })).toEqual(
      err('validation.termsRequired'),
    );
    expect(validateRegistration({ acceptedTerms: true, confirmedAdult: false, today })).toEqual(
      err('validation.underAge'),
    );
    expect(validateRegistration({ acceptedTerms: true, confirmedAdult: true, today })).toEqual(ok);
    expect(validateRegistration({ acceptedTerms: true, birthDate: '2010-01-01', today })).toEqual(
      err('validation.underAge'),
    );
    expect(validateRegistration({ acceptedTerms: true, birthDate: '2000-01-01', today })).toEqual(
      ok,
    );
  });

  it('gates password change, withdrawal and betting', () => {
    expect(canChangePassword({ emailVerified: false })).toEqual(err('validation.emailNotVerified'));
    expect(canChangePassword({ emailVerified: true })).toEqual(ok);
    expect(canWithdraw({ hasPaymentPassword: false, hasRealName: true })).toEqual(
      err('validation.paymentPasswordNotSet'),
    );
    expect(canWithdraw({ hasPaymentPassword: true, hasRealName: false })).toEqual(
      err('validation.realNameNotSet'),
    );
    expect(canWithdraw({ hasPaymentPassword: true, hasRealName: true })).toEqual(ok);
    expect(canPlaceBet({ isAuthorized: false })).toEqual(err('validation.loginRequired'));
    expect(canPlaceBet({ isAuthorized: true })).toEqual(ok);
  });
});
