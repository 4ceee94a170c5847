// One unit scale for every stored amount: 6 decimals (USDT's, spec section 9), as BIGINT. The
// ledger itself is in USDT; other currencies are converted with the exchange table, where a rate is
// "units of that currency per 1 USDT" (the default USDT record has exchange 1, spec section 3).
import { DecimalError, parseDecimal, pow10 } from '@bet/domain/decimal';
import {
  decimalsFor,
  fromMinorUnits,
  scaleByExchangeRate,
  toMinorUnits,
  truncateAmount,
} from '@bet/domain/money';
import { badRequest } from '../http/errors.ts';

export const MINOR_DECIMALS = 6;

/** Decimal string ("12.5") to minor units; more decimals than the currency has is a 400. */
export function toMinor(amount: string, currency = 'USDT'): bigint {
  try {
    if (parseDecimal(amount).scale > decimalsFor(currency))
      throw badRequest(
        `Invalid request: ${currency} amounts have at most ${decimalsFor(currency)} decimals`,
      );
    return toMinorUnits(amount, MINOR_DECIMALS);
  } catch (error) {
    if (error instanceof DecimalError) throw badRequest(`Invalid request: ${error.message}`);
    throw error;
  }
}

/** Minor units to the wire's decimal string, trimmed of trailing zeros ("12.5", "0.000001"). */
export function formatMinor(minor: bigint): string {
  const fixed = fromMinorUnits(minor, MINOR_DECIMALS);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** A USDT balance shown in another currency: multiplied by its rate, truncated (spec section 5). */
export function usdtIn(minorUsdt: bigint, rate: string, currency: string): string {
  return truncateAmount(scaleByExchangeRate(formatMinor(minorUsdt), rate), currency);
}

/**
 * An amount of `currency` (minor units) in USDT minor units: amount / rate, exactly, then
 * truncated ('down', money paid to a member) or rounded up ('up', money taken from a member), so
 * that a conversion never creates money.
 */
export function toUsdtMinor(minor: bigint, rate: string, rounding: 'down' | 'up'): bigint {
  const r = parseDecimal(rate);
  if (r.units <= 0n) throw new RangeError(`exchange rate must be positive, got ${rate}`);
  const numerator = minor * pow10(r.scale);
  const quotient = numerator / r.units;
  return rounding === 'up' && quotient * r.units !== numerator ? quotient + 1n : quotient;
}
