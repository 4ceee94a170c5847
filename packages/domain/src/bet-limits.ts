// Bet-slip margin and bet warnings (spec section 5, "Bet warnings"). Limits are configured in the
// base currency and scaled by the exchange rate of the selected currency; comparisons are exact.
import { compare, mul, parseDecimal, sign, type Decimal, type DecimalInput } from './decimal';

export type BetLimit = { min: number; max: number };
export type BetMargin = { lower: number; upper: number };

/**
 * Lower bound = the largest min; upper bound = the smallest positive max (spec section 5). A max
 * of 0 or less means "no maximum", so with no positive max the upper bound is Infinity. An empty
 * list gives { lower: 0, upper: Infinity }. Non-finite values are ignored.
 */
export function betMargin(limits: readonly BetLimit[]): BetMargin {
  const mins = limits.map((l) => l.min).filter(Number.isFinite);
  const maxes = limits.map((l) => l.max).filter((m) => Number.isFinite(m) && m > 0);
  return {
    lower: mins.length > 0 ? Math.max(...mins) : 0,
    upper: maxes.length > 0 ? Math.min(...maxes) : Infinity,
  };
}

/** Warning keys of spec section 5, in display order. */
export const BET_WARNING_KEYS = [
  'exceedsMaxBet',
  'belowMinBet',
  'disabledRegions',
  'insufficientAccountBalance',
  'belowLotteryGameMinBet',
  'exceedsLotteryGameMaxBet',
  'exceedsMaxMultiple',
  'belowMinMultiple',
  'exceedsMaxBonus',
  'belowMinBonus',
] as const;
export type BetWarningKey = (typeof BET_WARNING_KEYS)[number];

/**
 * Input of betWarnings, after the bet-slip limits state (spec section 3). Money limits (bet,
 * bonus, per-game-type bet) are in the base currency and are multiplied by exchangeRate; the
 * amounts (betAmount, accountBalance, lotteryBetAmounts, bonus) are in the selected currency.
 * A limit that is absent, 0 or negative is not applied.
 */
export type BetWarningsInput = {
  betAmount: DecimalInput;
  exchangeRate?: DecimalInput;
  accountBalance?: DecimalInput;
  minBet?: DecimalInput;
  maxBet?: DecimalInput;
  /** Region of the bet and the disabled regions of the game. */
  gameRegion?: string | number;
  disabledRegions?: readonly (string | number)[];
  /** Lottery: the amount of each single bet, checked against the game-type limits. */
  lotteryBetAmounts?: readonly DecimalInput[];
  minBetGameType?: DecimalInput;
  maxBetGameType?: DecimalInput;
  /** Sports: the multiple (not money, not scaled) and the estimated bonus. */
  multiple?: number;
  minMultiple?: number;
  maxMultiple?: number;
  bonus?: DecimalInput;
  minBonus?: DecimalInput;
  maxBonus?: DecimalInput;
};

type Limit = Decimal | undefined;

/** A positive limit scaled by the rate, or undefined when the limit is not set. */
function scaledLimit(limit: DecimalInput | undefined, rate: Decimal): Limit {
  if (limit === undefined) return undefined;
  const d = parseDecimal(limit);
  return sign(d) > 0 ? mul(d, rate) : undefined;
}

const above = (value: Decimal, max: Limit) => max !== undefined && compare(value, max) > 0;
/** Below a minimum and not 0 (an empty stake is not warned about, spec section 5). */
const belowNonZero = (value: Decimal, min: Limit) =>
  min !== undefined && sign(value) !== 0 && compare(value, min) < 0;

/** Warning keys that apply, in BET_WARNING_KEYS order. Malformed amounts throw a DecimalError. */
export function betWarnings(input: BetWarningsInput): BetWarningKey[] {
  const rate = parseDecimal(input.exchangeRate ?? 1);
  const amount = parseDecimal(input.betAmount);
  const lottery = (input.lotteryBetAmounts ?? []).map(parseDecimal);
  const bonus = input.bonus === undefined ? undefined : parseDecimal(input.bonus);
  const minGame = scaledLimit(input.minBetGameType, rate);
  const maxGame = scaledLimit(input.maxBetGameType, rate);
  const region = input.gameRegion;
  const checks: Record<BetWarningKey, boolean> = {
    exceedsMaxBet: above(amount, scaledLimit(input.maxBet, rate)),
    belowMinBet: belowNonZero(amount, scaledLimit(input.minBet, rate)),
    disabledRegions:
      region !== undefined &&
      (input.disabledRegions ?? []).some((r) => String(r) === String(region)),
    insufficientAccountBalance:
      input.accountBalance !== undefined && compare(parseDecimal(input.accountBalance), amount) < 0,
    belowLotteryGameMinBet: lottery.some((a) => belowNonZero(a, minGame)),
    exceedsLotteryGameMaxBet: lottery.some((a) => above(a, maxGame)),
    exceedsMaxMultiple: multipleAbove(input.multiple, input.maxMultiple),
    belowMinMultiple: multipleBelow(input.multiple, input.minMultiple),
    exceedsMaxBonus: bonus !== undefined && above(bonus, scaledLimit(input.maxBonus, rate)),
    belowMinBonus: bonus !== undefined && belowNonZero(bonus, scaledLimit(input.minBonus, rate)),
  };
  return BET_WARNING_KEYS.filter((key) => checks[key]);
}

function multipleAbove(multiple: number | undefined, max: number | undefined): boolean {
  return multiple !== undefined && max !== undefined && max > 0 && multiple > max;
}

function multipleBelow(multiple: number | undefined, min: number | undefined): boolean {
  return multiple !== undefined && min !== undefined && min > 0 && multiple !== 0 && multiple < min;
}

/** Clamps a stake into the margin (used by quick-amount buttons). */
export function clampToMargin(amount: number, margin: BetMargin): number {
  return Math.min(Math.max(amount, margin.lower), margin.upper);
}
