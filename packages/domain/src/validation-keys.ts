// Translation keys of the validation messages (spec section 5). The i18n package checks that every
// key of VALIDATION_KEYS is translated.

export const VALIDATION_KEYS = [
  'validation.required',
  'validation.invalid',
  'validation.passwordRequired',
  'validation.passwordTooShort',
  'validation.passwordNeedsLetterAndNumber',
  'validation.oldPasswordRequired',
  'validation.newPasswordRequired',
  'validation.confirmPasswordRequired',
  'validation.passwordsDoNotMatch',
  'validation.paymentPasswordRequired',
  'validation.paymentPasswordLength',
  'validation.nicknameRequired',
  'validation.nicknameTooShort',
  'validation.emailRequired',
  'validation.emailInvalid',
  'validation.mobileRequired',
  'validation.mobileInvalid',
  'validation.emailOrMobileRequired',
  'validation.emailOrMobileInvalid',
  'validation.otpRequired',
  'validation.realNameRequired',
  'validation.realNameTooLong',
  'validation.nameRequired',
  'validation.identificationRequired',
  'validation.accountRequired',
  'validation.codeRequired',
  'validation.codeMustBePositive',
  'validation.cpfRequired',
  'validation.cpfInvalid',
  'validation.paymentTypeRequired',
  'validation.addressRequired',
  'validation.addressInvalid',
  'validation.userNameRequired',
  'validation.cardNameRequired',
  'validation.cardNumberRequired',
  'validation.cardNumberInvalid',
  'validation.cardExpiryRequired',
  'validation.cardExpiryInvalid',
  'validation.cardExpired',
  'validation.cvvRequired',
  'validation.cvvInvalid',
  'validation.amountRequired',
  'validation.amountInvalid',
  'validation.amountMustBePositive',
  'validation.amountMustBeWhole',
  'validation.amountExceedsBalance',
  'validation.belowMinDeposit',
  'validation.amountOutsideLimits',
  'validation.belowMinWithdrawal',
  'validation.netAmountNotPositive',
  'validation.birthDateRequired',
  'validation.birthDateInvalid',
  'validation.underAge',
  'validation.termsRequired',
  'validation.emailNotVerified',
  'validation.paymentPasswordNotSet',
  'validation.realNameNotSet',
  'validation.loginRequired',
  'validation.textInvalidCharacters',
  'validation.textTooLong',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];
export type ValidationResult = { ok: true } | { ok: false; error: ValidationKey };

export const OK: ValidationResult = { ok: true };
export const fail = (error: ValidationKey): ValidationResult => ({ ok: false, error });

/** Empty means undefined, null, or a string of only whitespace. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** The first failing result, or ok. */
export function firstError(...results: readonly (() => ValidationResult)[]): ValidationResult {
  for (const run of results) {
    const result = run();
    if (!result.ok) return result;
  }
  return OK;
}
