// "N String 1" parlays (spec sections 3 and 9; rules.md "Parlays"). Counts and payouts come from
// elementary symmetric sums of per-match values, never from enumerating tickets.
//
// Rounding policy: odds (up to 3 decimals) and stakes are parsed exactly into scaled BigInts,
// every sum and product is exact, and only the final amount is truncated (never rounded) to
// 2 decimals (or the decimals asked for). So a bettor never sees a payout rounded up.
import { MAX_PARLAY_LEGS } from './constants';
import {
  add,
  fractionDigits,
  mul,
  parseDecimal,
  sign,
  toDecimalString,
  truncate,
  type Decimal,
  type DecimalInput,
} from './decimal';

/** Bd estimated payouts scale by 0.65 (spec section 9). */
export const BD_PAYOUT_SCALE = 0.65;
/** Odds are decimals with up to 3 places. */
export const ODDS_DECIMALS = 3;
const MILLI = 1000n;

export type ParlayErrorCode =
  'invalidString' | 'invalidOdds' | 'invalidStake' | 'tooManyMatches' | 'invalidChunkSize';

export class ParlayError extends Error {
  override readonly name = 'ParlayError';
  readonly code: ParlayErrorCode;
  constructor(code: ParlayErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * e_0..e_kMax of xs by expanding prod(1 + x_i t) (rules.md): E[j] += E[j-1] * x_i for j from
 * kMax down to 1. O(n * kMax). Exact for integers while results stay below 2^53.
 */
export function elementarySymmetric(xs: readonly number[], kMax: number): number[] {
  const e = [1, ...Array<number>(Math.max(0, kMax)).fill(0)];
  for (const x of xs) {
    for (let j = Math.min(kMax, e.length - 1); j >= 1; j -= 1)
      e[j] = (e[j] ?? 0) + (e[j - 1] ?? 0) * x;
  }
  return e;
}

/** The same expansion on BigInts (exact at any size). */
export function elementarySymmetricBig(xs: readonly bigint[], kMax: number): bigint[] {
  const e = [1n, ...Array<bigint>(Math.max(0, kMax)).fill(0n)];
  for (const x of xs) {
    for (let j = kMax; j >= 1; j -= 1) e[j] = (e[j] ?? 0n) + (e[j - 1] ?? 0n) * x;
  }
  return e;
}

/** Sorted distinct strings 1..15, validated (1 is "single match"). */
export function normalizeStrings(strings: readonly number[]): number[] {
  for (const k of strings) {
    if (!Number.isInteger(k) || k < 1 || k > MAX_PARLAY_LEGS) {
      throw new ParlayError(
        'invalidString',
        `Invalid string ${String(k)}: expected 1..${MAX_PARLAY_LEGS}`,
      );
    }
  }
  return [...new Set(strings)].sort((a, b) => a - b);
}

/**
 * Odds in thousandths (1.955 -> 1955n). Odds below 1, non-finite or with more than 3 decimals
 * throw a ParlayError. A number computed in floating point (1.5 + 0.8 = 2.3000000000000003) is read as the
 * 3-decimal value it is within 1e-9 of; strings must be exact.
 */
export function oddsToMilli(odds: DecimalInput): bigint {
  if (typeof odds === 'number') return numberToMilli(odds);
  let d: Decimal;
  try {
    d = parseDecimal(odds);
  } catch {
    throw new ParlayError('invalidOdds', `Invalid odds: ${String(odds)}`);
  }
  const scale = 10n ** BigInt(d.scale);
  if (fractionDigits(d) > ODDS_DECIMALS || d.units < scale) {
    throw new ParlayError(
      'invalidOdds',
      `Odds must be >= 1 with at most 3 decimals: ${String(odds)}`,
    );
  }
  return (d.units * MILLI) / scale;
}

/**
 * Numeric odds: the nearest thousandth, accepted only when the number is that 3-decimal value up
 * to floating-point noise (1e-9 relative), so 1.0001 is still rejected.
 */
function numberToMilli(odds: number): bigint {
  const milli = Math.round(odds * 1000);
  const exact =
    Number.isFinite(odds) && Math.abs(milli / 1000 - odds) <= 1e-9 * Math.max(1, Math.abs(odds));
  if (!exact || milli < 1000) {
    throw new ParlayError(
      'invalidOdds',
      `Odds must be >= 1 with at most 3 decimals: ${String(odds)}`,
    );
  }
  return BigInt(milli);
}

function parseStake(stake: DecimalInput): Decimal {
  try {
    const d = parseDecimal(stake);
    if (sign(d) >= 0) return d;
  } catch {
    // fall through to the typed error below
  }
  throw new ParlayError('invalidStake', `Invalid stake per ticket: ${String(stake)}`);
}

function assertMatchCount(count: number): void {
  if (count > MAX_PARLAY_LEGS) {
    throw new ParlayError(
      'tooManyMatches',
      `A parlay has at most ${MAX_PARLAY_LEGS} matches, got ${count}`,
    );
  }
}

/** u x sum over k in K of e_k(x) / 1000^k, for x in thousandths: exact. */
function stakeTimesSum(e: readonly bigint[], ks: readonly number[], stake: Decimal): Decimal {
  let total: Decimal = { units: 0n, scale: 0 };
  for (const k of ks) total = add(total, { units: e[k] ?? 0n, scale: ODDS_DECIMALS * k });
  return mul(total, stake);
}

export type ParlayEstimate = { tickets: number; minPayout: number; maxPayout: number };
export type ParlayEstimateExact = {
  tickets: bigint;
  minPayout: string;
  maxPayout: string;
  cost: string;
};
export type ParlayOptions = {
  /** Decimals of the amounts (default 2); amounts are truncated, never rounded. */
  decimals?: number;
  /** Multiplier of the payouts, e.g. BD_PAYOUT_SCALE for bd (spec section 9). Default 1. */
  payoutScale?: DecimalInput;
};

/**
 * Exact estimate (rules.md "Parlays"): tickets = sum of e_k(c_i); max payout = u x sum of
 * e_k(M_i), M_i the best odds of match i; min winning payout = u x product of the k_min smallest
 * per-match minimum odds, k_min the smallest chosen string that has tickets. Picks of one match
 * are mutually exclusive (one result per match). Amounts are truncated strings.
 */
export function parlayEstimateExact(
  picksOdds: readonly (readonly DecimalInput[])[],
  strings: readonly number[],
  stakePerTicket: DecimalInput,
  options: ParlayOptions = {},
): ParlayEstimateExact {
  const ks = normalizeStrings(strings);
  const stake = mul(parseStake(stakePerTicket), parseDecimal(options.payoutScale ?? 1));
  const decimals = options.decimals ?? 2;
  const matches = picksOdds
    .filter((picks) => picks.length > 0)
    .map((picks) => picks.map(oddsToMilli));
  assertMatchCount(matches.length);
  const kMax = ks.at(-1) ?? 0;
  const counts = elementarySymmetricBig(
    matches.map((p) => BigInt(p.length)),
    kMax,
  );
  const tickets = ks.reduce((sum, k) => sum + (counts[k] ?? 0n), 0n);
  const maxE = elementarySymmetricBig(
    matches.map((p) => p.reduce((a, b) => (b > a ? b : a))),
    kMax,
  );
  const kMin = ks.find((k) => k <= matches.length);
  const minOdds = matches
    .map((p) => p.reduce((a, b) => (b < a ? b : a)))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const minProduct = kMin === undefined ? 0n : minOdds.slice(0, kMin).reduce((a, b) => a * b, 1n);
  const minPayout = mul({ units: minProduct, scale: ODDS_DECIMALS * (kMin ?? 0) }, stake);
  const cost = mul(parseStake(stakePerTicket), { units: tickets, scale: 0 });
  return {
    tickets,
    minPayout: toDecimalString(truncate(minPayout, decimals), decimals),
    maxPayout: toDecimalString(truncate(stakeTimesSum(maxE, ks, stake), decimals), decimals),
    cost: toDecimalString(truncate(cost, decimals), decimals),
  };
}

/**
 * Parlay estimate for the bet slip. picksOdds[i] holds the odds of the picks in match i;
 * strings are the N of the chosen "N String 1" options (1 = single). Payouts are truncated to
 * 2 decimals and returned as the nearest double of that exact decimal.
 */
export function parlayEstimate(
  picksOdds: readonly (readonly number[])[],
  strings: readonly number[],
  stakePerTicket: number,
  options: ParlayOptions = {},
): ParlayEstimate {
  const exact = parlayEstimateExact(picksOdds, strings, stakePerTicket, options);
  return {
    tickets: Number(exact.tickets),
    minPayout: Number(exact.minPayout),
    maxPayout: Number(exact.maxPayout),
  };
}

/** Result of one pick: won (pays its odds), lost (0) or void (odds 1, e.g. postponed > 36 h). */
export type PickResult = 'won' | 'lost' | 'void';
export type SettledPick = { odds: DecimalInput; result: PickResult };
export type ParlaySettlement = { tickets: bigint; payout: string };

/**
 * Payout for a given result (rules.md): u x sum over k in K of e_k(y_i), where y_i is the sum over
 * the picks of match i of their value (odds if won, 0 if lost, 1 if void). With one winning pick
 * y_i is its odds; every ticket takes one pick per match, so the sum over tickets factorises.
 */
export function settleParlay(
  picks: readonly (readonly SettledPick[])[],
  strings: readonly number[],
  stakePerTicket: DecimalInput,
  options: ParlayOptions = {},
): ParlaySettlement {
  const ks = normalizeStrings(strings);
  const unscaled = parseStake(stakePerTicket);
  const scale = parseDecimal(options.payoutScale ?? 1);
  const stake = mul(unscaled, scale);
  const decimals = options.decimals ?? 2;
  const matches = picks.filter((p) => p.length > 0);
  assertMatchCount(matches.length);
  const kMax = ks.at(-1) ?? 0;
  const values = matches.map((p) => p.reduce((sum, pick) => sum + pickValue(pick), 0n));
  const counts = elementarySymmetricBig(
    matches.map((p) => BigInt(p.length)),
    kMax,
  );
  let payout = stakeTimesSum(elementarySymmetricBig(values, kMax), ks, stake);
  // A ticket of void picks only is a refund: its stake comes back whole, never scaled (a void
  // bd single returns its stake, not 65% of it). Those tickets are e_k of the void picks per
  // match; the scaled sum above paid them `scale` x stake, so add the rest.
  const voids = matches.map((p) =>
    p.reduce((n, pick) => n + (pick.result === 'void' ? MILLI : 0n), 0n),
  );
  const rest = add({ units: 1n, scale: 0 }, mul(scale, { units: -1n, scale: 0 }));
  payout = add(payout, stakeTimesSum(elementarySymmetricBig(voids, kMax), ks, mul(unscaled, rest)));
  return {
    tickets: ks.reduce((sum, k) => sum + (counts[k] ?? 0n), 0n),
    payout: toDecimalString(truncate(payout, decimals), decimals),
  };
}

function pickValue(pick: SettledPick): bigint {
  const milli = oddsToMilli(pick.odds);
  if (pick.result === 'won') return milli;
  if (pick.result === 'void') return MILLI;
  return 0n;
}

/** Bd payout display: exact x 0.65, truncated (spec section 9). */
export function scaleBdPayout(amount: DecimalInput, decimals = 2): string {
  return toDecimalString(
    truncate(mul(parseDecimal(amount), parseDecimal(BD_PAYOUT_SCALE)), decimals),
    decimals,
  );
}

/** Number of tickets for picks-per-match counts and chosen strings (the permutation amount). */
export function ticketCount(picksPerMatch: readonly number[], strings: readonly number[]): number {
  const ks = normalizeStrings(strings);
  const e = elementarySymmetricBig(
    picksPerMatch.filter((c) => c > 0).map((c) => BigInt(c)),
    ks.at(-1) ?? 0,
  );
  return Number(ks.reduce((sum, k) => sum + (e[k] ?? 0n), 0n));
}

/**
 * Lazily lists every combination for the combination-list modal (spec section 9: chunks of
 * 1000): for each chosen string k ascending, each k-subset of matches, each choice of one leg per
 * match. Matches are distinct within a combination by construction.
 */
export function* combinationChunks<T>(
  legsByMatch: readonly (readonly T[])[],
  strings: readonly number[],
  chunkSize = 1000,
): Generator<T[][], void, undefined> {
  if (!Number.isInteger(chunkSize) || chunkSize < 1) {
    throw new ParlayError('invalidChunkSize', `Invalid chunk size: ${String(chunkSize)}`);
  }
  const matches = legsByMatch.filter((legs) => legs.length > 0);
  let chunk: T[][] = [];
  for (const k of normalizeStrings(strings)) {
    for (const combination of combinationsOf(matches, k)) {
      chunk.push(combination);
      if (chunk.length === chunkSize) {
        yield chunk;
        chunk = [];
      }
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** Every k-subset of matches (by index, ascending) crossed with one leg of each. */
function* combinationsOf<T>(matches: readonly (readonly T[])[], k: number): Generator<T[]> {
  function* pick(start: number, acc: T[]): Generator<T[]> {
    if (acc.length === k) {
      yield [...acc];
      return;
    }
    for (let i = start; i <= matches.length - (k - acc.length); i += 1) {
      for (const leg of matches[i] ?? []) {
        acc.push(leg);
        yield* pick(i + 1, acc);
        acc.pop();
      }
    }
  }
  yield* pick(0, []);
}
