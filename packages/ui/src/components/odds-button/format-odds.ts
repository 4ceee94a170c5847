// Odds display: decimal odds have up to 3 places (parlay rules in rules.md); show at least two
// ('1.9' -> '1.90') and never round away a third place a bettor is paid on ('1.955' stays).
import { zeroPad } from '@bet/domain/money';

const MIN_DECIMALS = 2;
const MAX_DECIMALS = 3;

/** Odds a bettor can take: a finite number above 1 (decimal odds pay stake x odds). */
export function isValidOdds(odds: number): boolean {
  return Number.isFinite(odds) && odds > 1;
}

/** '1.90', '12.50', '1.955'; throws RangeError for odds that are not valid (see isValidOdds). */
export function formatOdds(odds: number): string {
  if (!isValidOdds(odds)) throw new RangeError(`Invalid odds: ${String(odds)} (expected > 1)`);
  const fraction = String(odds).split('.')[1] ?? '';
  const decimals = Math.min(MAX_DECIMALS, Math.max(MIN_DECIMALS, fraction.length));
  return zeroPad(odds, decimals);
}

export type OddsMove = 'up' | 'down';

/** Direction of a price change, or undefined when either side is not valid odds or equal. */
export function oddsMove(previous: number, next: number): OddsMove | undefined {
  if (!isValidOdds(previous) || !isValidOdds(next) || previous === next) return undefined;
  return next > previous ? 'up' : 'down';
}
