// Validators of spec section 5. Each returns { ok: true } or { ok: false, error } where error is a
// translation key of VALIDATION_KEYS. Dates are arguments; nothing reads the clock.
import { isoDateMs } from './date-range';
import {
  MIN_AGE,
  NICKNAME_MIN,
  PASSWORD_MIN,
  PAYMENT_PASSWORD_LENGTH,
  REAL_NAME_MAX,
} from './constants';
import { isValidMobileNumber } from './dial-codes';
import { hasForbiddenCharacters, validateText } from './text';
import {
  fail,
  firstError,
  isBlank,
  OK,
  type ValidationKey,
  type ValidationResult,
} from './validation-keys';

export * from './validation-keys';
export * from './validation-payment';

type Text = string | null | undefined;

const length = (value: string) => [...value].length;

/** At least 8 characters with at least one letter and one number (spec section 5). */
export function isValidPassword(password: string): boolean {
  return length(password) >= PASSWORD_MIN && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}

export function validatePassword(password: Text): ValidationResult {
  if (password === null || password === undefined || password === '')
    return fail('validation.passwordRequired');
  const text = validateText(password, 'password');
  if (!text.ok) return text;
  if (length(password) < PASSWORD_MIN) return fail('validation.passwordTooShort');
  return isValidPassword(password) ? OK : fail('validation.passwordNeedsLetterAndNumber');
}

export type PasswordChange = { old: Text; new: Text; confirm: Text };

/** Old, new and confirm are required; new must be valid; new and confirm must match. */
export function validatePasswordChange(change: PasswordChange): ValidationResult {
  return firstError(
    () => (change.old ? OK : fail('validation.oldPasswordRequired')),
    () => validateText(change.old ?? '', 'password'),
    () => (change.new ? OK : fail('validation.newPasswordRequired')),
    () => (change.confirm ? OK : fail('validation.confirmPasswordRequired')),
    () => validatePassword(change.new),
    () => (change.new === change.confirm ? OK : fail('validation.passwordsDoNotMatch')),
  );
}

/** Payment password: required, exactly 6 digits (0-9). */
export function validatePaymentPassword(password: Text): ValidationResult {
  if (password === null || password === undefined || password === '')
    return fail('validation.paymentPasswordRequired');
  return length(password) === PAYMENT_PASSWORD_LENGTH && PAYMENT_PASSWORD_DIGITS.test(password)
    ? OK
    : fail('validation.paymentPasswordLength');
}

const PAYMENT_PASSWORD_DIGITS = /^[0-9]+$/;

/** Real name: required, at most REAL_NAME_MAX characters (surrounding spaces do not count). */
export function validateRealName(name: Text): ValidationResult {
  if (name === null || name === undefined || isBlank(name))
    return fail('validation.realNameRequired');
  // REAL_NAME_MAX is below TEXT_MAX.name: the text rule adds the characters, not the length.
  if (hasForbiddenCharacters(name.trim(), 'name')) return fail('validation.textInvalidCharacters');
  return length(name.trim()) <= REAL_NAME_MAX ? OK : fail('validation.realNameTooLong');
}

/** Nickname: required, at least 6 characters (surrounding spaces do not count). */
export function validateNickname(nickname: Text): ValidationResult {
  if (nickname === null || nickname === undefined || isBlank(nickname))
    return fail('validation.nicknameRequired');
  const text = validateText(nickname, 'nickname');
  if (!text.ok) return text;
  return length(nickname.trim()) >= NICKNAME_MIN ? OK : fail('validation.nicknameTooShort');
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= 254 && EMAIL.test(value);
}

export function validateEmail(email: Text): ValidationResult {
  if (email === null || email === undefined || isBlank(email))
    return fail('validation.emailRequired');
  const text = validateText(email, 'email');
  if (!text.ok) return text;
  return isValidEmail(email) ? OK : fail('validation.emailInvalid');
}

/** Mobile: required and valid for the country of the dial code (dial-codes.ts). */
export function validateMobile(number: Text, dialCode: string): ValidationResult {
  if (number === null || number === undefined || isBlank(number))
    return fail('validation.mobileRequired');
  return isValidMobileNumber(number, dialCode) ? OK : fail('validation.mobileInvalid');
}

/** 'Email or mobile': an address when it has an '@', else a mobile number of the dial code. */
export function validateEmailOrMobile(value: Text, dialCode: string): ValidationResult {
  if (value === null || value === undefined || isBlank(value))
    return fail('validation.emailOrMobileRequired');
  const text = validateText(value, 'email');
  if (!text.ok) return text;
  const valid = value.includes('@') ? isValidEmail(value) : isValidMobileNumber(value, dialCode);
  return valid ? OK : fail('validation.emailOrMobileInvalid');
}

export function validateOtp(code: Text): ValidationResult {
  if (code === null || code === undefined || isBlank(code)) return fail('validation.otpRequired');
  return validateText(code, 'code');
}

/** Required fields of spec section 5 and their keys. */
export const REQUIRED_FIELD_KEYS = {
  generic: 'validation.required',
  realName: 'validation.realNameRequired',
  name: 'validation.nameRequired',
  identification: 'validation.identificationRequired',
  account: 'validation.accountRequired',
  paymentType: 'validation.paymentTypeRequired',
  userName: 'validation.userNameRequired',
  code: 'validation.codeRequired',
} as const satisfies Record<string, ValidationKey>;
export type RequiredField = keyof typeof REQUIRED_FIELD_KEYS;

export function validateRequired(
  value: unknown,
  field: RequiredField = 'generic',
): ValidationResult {
  return isBlank(value) ? fail(REQUIRED_FIELD_KEYS[field]) : OK;
}

/** Code: required and greater than 0 (spec section 5). */
export function validateCode(value: number | string | null | undefined): ValidationResult {
  if (value === null || value === undefined || isBlank(value))
    return fail('validation.codeRequired');
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? OK : fail('validation.codeMustBePositive');
}

/** A calendar date from a Date (its UTC Y-M-D) or an ISO 'YYYY-MM-DD' string. */
function toCalendar(value: Date | string): { y: number; m: number; d: number } | undefined {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  if (date === undefined || Number.isNaN(date.getTime())) return undefined;
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

/** A real calendar day (2023-02-30 is not one) at 00:00 UTC. */
function parseIsoDate(text: string): Date | undefined {
  const ms = isoDateMs(text.trim());
  return ms === undefined ? undefined : new Date(ms);
}

/** Full years between two calendar dates. A 29 February birthday is reached on 1 March. */
export function ageOn(birthDate: Date | string, today: Date): number | undefined {
  const birth = toCalendar(birthDate);
  const now = toCalendar(today);
  if (birth === undefined || now === undefined) return undefined;
  const beforeBirthday = now.m < birth.m || (now.m === birth.m && now.d < birth.d);
  return now.y - birth.y - (beforeBirthday ? 1 : 0);
}

/** 18 or older on `today` (spec section 5); both are calendar dates (UTC Y-M-D of a Date). */
export function validateAge(
  birthDate: Date | string | null | undefined,
  today: Date,
): ValidationResult {
  if (birthDate === null || birthDate === undefined || isBlank(birthDate))
    return fail('validation.birthDateRequired');
  const age = ageOn(birthDate, today);
  if (age === undefined || age < 0) return fail('validation.birthDateInvalid');
  return age >= MIN_AGE ? OK : fail('validation.underAge');
}

export type RegistrationInput = {
  acceptedTerms: boolean;
  /** The 18+ consent box of the register form, when no birth date is asked. */
  confirmedAdult?: boolean;
  birthDate?: Date | string;
  today: Date;
};

/** Registration: terms accepted and 18 or older, by birth date when given, else by consent. */
export function validateRegistration(input: RegistrationInput): ValidationResult {
  if (!input.acceptedTerms) return fail('validation.termsRequired');
  if (input.birthDate !== undefined) return validateAge(input.birthDate, input.today);
  return input.confirmedAdult === true ? OK : fail('validation.underAge');
}

/** Password change needs a verified email (spec section 5). */
export function canChangePassword(account: { emailVerified: boolean }): ValidationResult {
  return account.emailVerified ? OK : fail('validation.emailNotVerified');
}

/** Withdrawal and transfer need a payment password and a real name set first (spec section 5). */
export function canWithdraw(account: {
  hasPaymentPassword: boolean;
  hasRealName: boolean;
}): ValidationResult {
  if (!account.hasPaymentPassword) return fail('validation.paymentPasswordNotSet');
  return account.hasRealName ? OK : fail('validation.realNameNotSet');
}

/** Completing a bet requires login (spec section 5). */
export function canPlaceBet(session: { isAuthorized: boolean }): ValidationResult {
  return session.isAuthorized ? OK : fail('validation.loginRequired');
}
