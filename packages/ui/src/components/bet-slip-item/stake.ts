// Stake arithmetic for the bet slip. Money is exact (CONTRIBUTING.md): the stake stays a decimal
// string, the payout is stake x odds computed exactly and truncated, never rounded, to the
// currency's decimals (spec section 5: 2, or 6 for USDT).
import { decimalsFor, formatAmount, scaleByExchangeRate } from '@bet/domain/money';

/**
 * Cleans what a bettor typed into a stake field: digits and one decimal point (a comma counts as
 * one), at most the currency's decimals (extra digits are dropped, not rounded).
 */
export function sanitizeStake(raw: string, currency: string): string {
  const decimals = decimalsFor(currency);
  const unified = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = unified.split('.');
  if (rest.length === 0) return whole;
  const fraction = rest.join('').slice(0, decimals);
  return decimals === 0 ? whole : `${whole}.${fraction}`;
}

/** A stake is payable when it is a positive decimal number. */
export function isPositiveStake(stake: string): boolean {
  return /^(?:\d+\.?\d*|\.\d+)$/.test(stake) && /[1-9]/.test(stake);
}

/**
 * Estimated payout of a single bet: stake x odds, truncated to the currency's decimals and
 * zero-padded ('10' x 1.955 in BRL -> '19.55'). Undefined when the stake or the odds cannot pay.
 */
export function estimatedPayout(stake: string, odds: number, currency: string): string | undefined {
  if (!isPositiveStake(stake) || !Number.isFinite(odds) || odds <= 1) return undefined;
  return formatAmount(scaleByExchangeRate(stake, odds), currency);
}
