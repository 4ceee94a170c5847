// Money display and conversion (spec sections 5 and 9). Policy: amounts are exact decimals or
// integer minor units; conversion truncates toward zero, never rounds (spec section 5).
import {
  add,
  assertDecimals,
  DecimalError,
  fractionDigits,
  mul,
  parseDecimal,
  pow10,
  toDecimalString,
  truncate,
  type DecimalInput,
} from './decimal';

export { DecimalError as MoneyError } from './decimal';
export type { DecimalErrorCode as MoneyErrorCode } from './decimal';

/** Decimals: 2, and 6 for USDT (spec section 9). */
export const DEFAULT_DECIMALS = 2;
export const USDT_DECIMALS = 6;

/** Decimal places of a currency, case-insensitive: 6 for USDT, 2 otherwise. */
export function decimalsFor(currency: string): number {
  return currency.trim().toUpperCase() === 'USDT' ? USDT_DECIMALS : DEFAULT_DECIMALS;
}

/**
 * Truncates (never rounds) to the currency's decimals: 2, or 6 for USDT. Returns the shortest
 * exact decimal string ('4.35', '0.29', '1', '-1.23'); use zeroPad for a fixed width.
 */
export function truncateAmount(value: number | string, currency: string): string {
  return toDecimalString(truncate(parseDecimal(value), decimalsFor(currency)));
}

export type MinorUnitsOptions = {
  /** 'throw' (default) rejects a value with more decimals than allowed; 'truncate' drops them. */
  excess?: 'throw' | 'truncate';
};

/** Exact conversion to integer minor units ('1.23', 2 -> 123n). NaN and Infinity throw. */
export function toMinorUnits(
  value: string | number,
  decimals: number,
  options: MinorUnitsOptions = {},
): bigint {
  assertDecimals(decimals);
  const d = parseDecimal(value);
  if (fractionDigits(d) > decimals && options.excess !== 'truncate') {
    throw new DecimalError(
      'tooManyDecimals',
      value,
      `${String(value)} has more than ${decimals} decimals`,
    );
  }
  const t = truncate(d, decimals);
  return t.units * pow10(decimals - t.scale);
}

/** Minor units back to a fixed-width decimal string (123n, 2 -> '1.23'). */
export function fromMinorUnits(minor: bigint, decimals: number): string {
  assertDecimals(decimals);
  return toDecimalString({ units: minor, scale: decimals }, decimals);
}

/** Exact product of an amount and an exchange rate, as a decimal string (no rounding at all). */
export function scaleByExchangeRate(amount: DecimalInput, rate: DecimalInput): string {
  return toDecimalString(mul(parseDecimal(amount), parseDecimal(rate)));
}

/** Exactly `decimals` fraction digits: pads with zeros, truncates any excess (never rounds). */
export function zeroPad(value: number | string, decimals: number): string {
  assertDecimals(decimals);
  return toDecimalString(parseDecimal(value), decimals);
}

/** Two-digit form of a non-negative integer (5 -> '05'), for ball numbers and clock parts. */
export function padTwo(n: number): string {
  if (!Number.isInteger(n) || n < 0) {
    throw new RangeError(`padTwo expects a non-negative integer, got ${String(n)}`);
  }
  return String(n).padStart(2, '0');
}

/** Balance display: exactly 2 decimals, truncated (spec section 5). */
export function formatBalance(value: number | string): string {
  return zeroPad(value, DEFAULT_DECIMALS);
}

/** Display of an amount in its currency: truncated to its decimals and zero-padded to them. */
export function formatAmount(value: number | string, currency: string): string {
  return zeroPad(value, decimalsFor(currency));
}

/** A settled bet's payout (spec section 3). Here, not in statuses.ts, so that
 * the shell's status labels stay free of decimal arithmetic (first-render budget): its bonus plus its extra bonus, as a decimal string. */
export function betPayout(bonus: number | string, extraBonus: number | string): string {
  const decimals = (value: number | string) => (String(value).split('.')[1] ?? '').length;
  const sum = add(parseDecimal(bonus), parseDecimal(extraBonus));
  return toDecimalString(sum, Math.max(decimals(bonus), decimals(extraBonus)));
}
