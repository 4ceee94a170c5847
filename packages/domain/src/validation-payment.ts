// Money, card, CPF and address validation (spec section 5). Amounts compare exactly.
import { MIN_DEPOSIT, MIN_WITHDRAWAL_USDT } from './constants';
import {
  compare,
  fractionDigits,
  parseDecimal,
  sign,
  sub,
  toDecimalString,
  type Decimal,
} from './decimal';
import { fail, firstError, isBlank, OK, type ValidationResult } from './validation-keys';
import { validateText } from './text';

type AmountInput = number | string | null | undefined;

function tryParse(value: number | string): Decimal | undefined {
  try {
    return parseDecimal(value);
  } catch {
    return undefined;
  }
}

const TYPED_AMOUNT = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/;

export type AmountRule = { amount: AmountInput; balance?: number | string; whole?: boolean };

/** Amount: required, a number, positive, whole where asked, not above the balance (spec sec 5). */
export function validateAmount({ amount, balance, whole }: AmountRule): ValidationResult {
  if (amount === null || amount === undefined || isBlank(amount))
    return fail('validation.amountRequired');
  // Typed text is plain decimal notation: '1e3' or '1,5' is a mistake to point out, not 1000.
  if (typeof amount === 'string' && !TYPED_AMOUNT.test(amount))
    return fail('validation.amountInvalid');
  const value = tryParse(amount);
  if (value === undefined) return fail('validation.amountInvalid');
  if (sign(value) <= 0) return fail('validation.amountMustBePositive');
  if (whole === true && fractionDigits(value) > 0) return fail('validation.amountMustBeWhole');
  if (balance !== undefined) {
    const available = tryParse(balance);
    if (available === undefined || compare(value, available) > 0)
      return fail('validation.amountExceedsBalance');
  }
  return OK;
}

/**
 * Deposit: a valid amount of at least the minimum, MIN_DEPOSIT (100) unless the site configures
 * its own (spec sections 5 and 9).
 */
export function validateDeposit(
  amount: AmountInput,
  options: { whole?: boolean; minimum?: number | string } = {},
): ValidationResult {
  const base = validateAmount({ amount, whole: options.whole });
  if (!base.ok) return base;
  const minimum = parseDecimal(options.minimum ?? MIN_DEPOSIT);
  return compare(parseDecimal(amount as number | string), minimum) < 0
    ? fail('validation.belowMinDeposit')
    : OK;
}

/** A channel's limits: an amount from `min` to `max` inclusive, in the channel's currency. */
export type AmountLimits = { readonly min: number | string; readonly max: number | string };

/**
 * An amount within a pay or withdrawal channel's limits (spec section 7: channels "with limits").
 * The amount is assumed valid (validateAmount first); the page and the server both call this.
 */
export function validateWithinLimits(
  amount: number | string,
  limits: AmountLimits,
): ValidationResult {
  const value = parseDecimal(amount);
  return compare(value, parseDecimal(limits.min)) < 0 ||
    compare(value, parseDecimal(limits.max)) > 0
    ? fail('validation.amountOutsideLimits')
    : OK;
}

export type WithdrawalRule = {
  amountUsdt: AmountInput;
  fee: number | string;
  balance?: number | string;
};

/** Net withdrawal amount: amount minus fee, exact. */
export function withdrawalNetAmount(amount: number | string, fee: number | string): string {
  return toDecimalString(sub(parseDecimal(amount), parseDecimal(fee)));
}

/** Withdrawal: at least 2 USDT, net amount above 0, not above the balance (spec section 5). */
export function validateWithdrawal({ amountUsdt, fee, balance }: WithdrawalRule): ValidationResult {
  const base = validateAmount({ amount: amountUsdt, balance });
  if (!base.ok) return base;
  const amount = parseDecimal(amountUsdt as number | string);
  if (compare(amount, parseDecimal(MIN_WITHDRAWAL_USDT)) < 0)
    return fail('validation.belowMinWithdrawal');
  const feeValue = tryParse(fee);
  if (feeValue === undefined || sign(feeValue) < 0) return fail('validation.amountInvalid');
  return sign(sub(amount, feeValue)) > 0 ? OK : fail('validation.netAmountNotPositive');
}

/** Brazilian CPF: 11 digits (dots and dash allowed), not all the same, both check digits right. */
export function validateCpf(cpf: string | null | undefined): ValidationResult {
  if (cpf === null || cpf === undefined || isBlank(cpf)) return fail('validation.cpfRequired');
  const trimmed = cpf.trim();
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(trimmed)) return fail('validation.cpfInvalid');
  const digits = [...trimmed.replace(/\D/g, '')].map(Number);
  if (new Set(digits).size === 1) return fail('validation.cpfInvalid');
  return cpfCheckDigit(digits, 9) === digits[9] && cpfCheckDigit(digits, 10) === digits[10]
    ? OK
    : fail('validation.cpfInvalid');
}

/** Check digit over the first `length` digits, weights length+1 down to 2 (mod 11 rule). */
function cpfCheckDigit(digits: readonly number[], length: number): number {
  const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export type AddressNetwork = 'TRC20' | 'ERC20' | 'BEP20';
const ADDRESS_PATTERNS: Record<AddressNetwork, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
};

/** USDT withdrawal address: required and well formed for its network (any known one if absent). */
export function validateAddress(
  address: string | null | undefined,
  network?: AddressNetwork,
): ValidationResult {
  if (address === null || address === undefined || isBlank(address))
    return fail('validation.addressRequired');
  const patterns = network ? [ADDRESS_PATTERNS[network]] : Object.values(ADDRESS_PATTERNS);
  return patterns.some((p) => p.test(address.trim())) ? OK : fail('validation.addressInvalid');
}

export type CardInput = { name: string; number: string; expiry: string; cvv: string };

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((ch, i) => {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return sum % 10 === 0;
}

export function validateCardNumber(number: string): ValidationResult {
  if (isBlank(number)) return fail('validation.cardNumberRequired');
  const digits = number.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) && luhnValid(digits)
    ? OK
    : fail('validation.cardNumberInvalid');
}

/**
 * Expiry 'MM/YY' or 'MM/YYYY'. A card is valid through the last day of its month; `today` is the
 * UTC calendar date of the Date passed in (no clock read).
 */
export function validateCardExpiry(expiry: string, today: Date): ValidationResult {
  if (isBlank(expiry)) return fail('validation.cardExpiryRequired');
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  const yearText = match?.[2] ?? '';
  if (!match || month < 1 || month > 12 || Number.isNaN(today.getTime()))
    return fail('validation.cardExpiryInvalid');
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return year * 12 + (month - 1) < current ? fail('validation.cardExpired') : OK;
}

export function validateCvv(cvv: string): ValidationResult {
  if (isBlank(cvv)) return fail('validation.cvvRequired');
  return /^\d{3,4}$/.test(cvv.trim()) ? OK : fail('validation.cvvInvalid');
}

/** Card details (spec section 5): name, number, expiry and CVV required and well formed. */
export function validateCard(card: CardInput, today: Date): ValidationResult {
  return firstError(
    () => (isBlank(card.name) ? fail('validation.cardNameRequired') : OK),
    () => validateText(card.name, 'name'),
    () => validateCardNumber(card.number),
    () => validateCardExpiry(card.expiry, today),
    () => validateCvv(card.cvv),
  );
}
