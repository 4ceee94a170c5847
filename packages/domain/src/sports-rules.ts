// Sports rules text (spec section 9, "Sports rules text (Chinese)"). The operator-dependent parts
// are settings with these values as defaults (rules.md: "make the rule a setting").
import {
  compare,
  mul,
  parseDecimal,
  sub,
  toDecimalString,
  truncate,
  type DecimalInput,
} from './decimal';

/**
 * Maximum prize tiers as given: 10,200, 4,500, 6,100 and 10,000. The text does not say which tier
 * caps what; the default setting maps them, in order, to the four pass types of the same text
 * (2, 3, 4 and 5 strings). An operator overrides the mapping with its own MaxPrizeTier list.
 */
export const MAX_PRIZE_TIERS = [10200, 4500, 6100, 10000] as const;
/** Pass types 2 to 5 strings (spec section 9). */
export const PASS_TYPES = [2, 3, 4, 5] as const;

export type MaxPrizeTier = { strings: number; maxPrize: number };
export const DEFAULT_MAX_PRIZE_TIERS: readonly MaxPrizeTier[] = PASS_TYPES.map((strings, i) => ({
  strings,
  maxPrize: MAX_PRIZE_TIERS[i] ?? 0,
}));

/** The cap of a pass type, or undefined when no tier applies (singles, 6+ strings by default). */
export function maxPrizeFor(
  strings: number,
  tiers: readonly MaxPrizeTier[] = DEFAULT_MAX_PRIZE_TIERS,
): number | undefined {
  return tiers.find((t) => t.strings === strings)?.maxPrize;
}

/** The prize capped by the tier of its pass type (exact; a prize under the cap is unchanged). */
export function capPrize(
  prize: DecimalInput,
  strings: number,
  tiers?: readonly MaxPrizeTier[],
): string {
  const cap = maxPrizeFor(strings, tiers);
  const value = parseDecimal(prize);
  return toDecimalString(
    cap !== undefined && compare(value, parseDecimal(cap)) > 0 ? parseDecimal(cap) : value,
  );
}

/**
 * Pass combinations as given: "8 of 2, 4 of 3, 6 of 4, 4 of 5", i.e. for each pass type
 * (strings) the number of combinations the text allows. Kept as data for the how-to-play page.
 */
export const PASS_COMBINATIONS = [
  { strings: 2, combinations: 8 },
  { strings: 3, combinations: 4 },
  { strings: 4, combinations: 6 },
  { strings: 5, combinations: 4 },
] as const;

/** Tax 20% over 20,000 (spec section 9). */
export const TAX_RATE = 0.2;
export const TAX_THRESHOLD = 20000;

export type TaxSetting = {
  rate: DecimalInput;
  threshold: DecimalInput;
  /**
   * 'whole' (default, as in lottery prize tax: a prize over the threshold is taxed in full) or
   * 'excess' (only the part above the threshold is taxed).
   */
  mode: 'whole' | 'excess';
};
export const DEFAULT_TAX: TaxSetting = { rate: TAX_RATE, threshold: TAX_THRESHOLD, mode: 'whole' };

export type TaxedPrize = { gross: string; tax: string; net: string };

/**
 * Tax of a prize strictly over the threshold. The net is truncated to 2 decimals and the tax is
 * gross minus net, so gross = tax + net exactly and the bettor is never rounded up.
 */
export function applyTax(prize: DecimalInput, setting: TaxSetting = DEFAULT_TAX): TaxedPrize {
  const gross = parseDecimal(prize);
  if (gross.units < 0n) throw new RangeError(`A prize cannot be negative: ${String(prize)}`);
  const threshold = parseDecimal(setting.threshold);
  const taxed = compare(gross, threshold) > 0;
  const base = setting.mode === 'whole' ? gross : sub(gross, threshold);
  const rawTax = taxed ? mul(base, parseDecimal(setting.rate)) : parseDecimal(0);
  const net = truncate(sub(gross, rawTax), 2);
  return {
    gross: toDecimalString(gross),
    tax: toDecimalString(sub(gross, net)),
    net: toDecimalString(net, 2),
  };
}

/** A match postponed over 36 hours counts as void with odds 1 (spec section 9). */
export const POSTPONEMENT_VOID_HOURS = 36;
/** Odds a voided leg settles at. */
export const VOID_ODDS = 1;

const HOUR_MS = 3_600_000;

function assertDate(date: Date, name: string): number {
  const t = date.getTime();
  if (Number.isNaN(t)) throw new RangeError(`${name} is an invalid date`);
  return t;
}

/**
 * True when the match is void for postponement: it started more than 36 hours after its
 * scheduled kickoff, or it has not started and `now` is more than 36 hours past the kickoff.
 * Exactly 36 hours is not "over 36 hours". Both dates are arguments; no clock is read.
 */
export function isVoidedByPostponement(kickoff: Date, now: Date, startedAt?: Date): boolean {
  const scheduled = assertDate(kickoff, 'kickoff');
  const reference =
    startedAt === undefined ? assertDate(now, 'now') : assertDate(startedAt, 'startedAt');
  return reference - scheduled > POSTPONEMENT_VOID_HOURS * HOUR_MS;
}
