// The sports bet slip (spec sections 3 and 4, "Bet slip behaviour"). Every function is pure and
// returns a new slip; inputs are never mutated.
import { MAX_PARLAY_LEGS } from './constants';

/** Bet kinds and outcome names (spec section 3, "Sports betting"). */
export const BET_KINDS = [
  'wl',
  'handicap',
  'correct_score',
  'goals',
  'half',
  'bs',
  'mv',
  'up',
] as const;
export type BetKind = (typeof BET_KINDS)[number];
/** Result outcomes of wl, handicap and half (home side: win, draw, loss). */
export const OUTCOME_NAMES = ['w', 'd', 'l'] as const;
export type OutcomeName = (typeof OUTCOME_NAMES)[number];
/** Outcomes of up: t(op) or d(own) against the line, then d(an, odd) or s(huang, even) total. */
export const UP_NAMES = ['dd', 'ds', 'td', 'ts'] as const;
export type UpName = (typeof UP_NAMES)[number];
/** Outcomes of bs: the total above (big) or below (small) the line. */
export const BS_NAMES = ['big', 'small'] as const;
export type BsName = (typeof BS_NAMES)[number];

/** One pick: key is the outcome name (e.g. 'w'), value its odds. */
export type BetSlipLabelValue = { key: string; value: number | string };
/** A label group: key is the bet kind, with the picks of that kind. */
export type BetSlipLabel = { key: string; labelValueArray: BetSlipLabelValue[] };

export type BetSlipCompare = {
  wl?: unknown;
  handicap?: unknown;
  bs?: { goal?: number | string; status?: number | string };
};

export type BetSlipMatch = {
  match_id: number | string;
  handicap_val?: number | string;
  league_name?: string;
  home_name?: string;
  away_name?: string;
  home_pic?: string;
  away_pic?: string;
  match_start_time?: number | string;
  compare?: BetSlipCompare;
};

export type BetSlipEntry = BetSlipMatch & { betSlipLabelArray: BetSlipLabel[] };

/** Combination leg (spec section 3). */
export type CombinationLeg = {
  match_id: number | string;
  kind: string;
  name: string;
  odds: number;
  prize?: number;
  extra?: unknown;
  handicap_val?: number | string;
};

export type BetSlipErrorCode = 'tooManyMatches' | 'invalidOdds' | 'unknownOption';

export class BetSlipError extends Error {
  override readonly name = 'BetSlipError';
  readonly code: BetSlipErrorCode;
  constructor(code: BetSlipErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

const sameMatch = (a: number | string, b: number | string) => String(a) === String(b);

/**
 * Adds a pick (or updates its odds) under its label group, adding the match if needed. A slip
 * holds at most 15 matches (spec section 9, "Parlay up to 15 legs").
 */
export function addLabel(
  slip: readonly BetSlipEntry[],
  match: BetSlipMatch,
  labelKey: string,
  pick: BetSlipLabelValue,
): BetSlipEntry[] {
  const existing = slip.find((e) => sameMatch(e.match_id, match.match_id));
  if (!existing && slip.length >= MAX_PARLAY_LEGS) {
    throw new BetSlipError('tooManyMatches', `A bet slip holds at most ${MAX_PARLAY_LEGS} matches`);
  }
  const entry: BetSlipEntry = existing ?? { ...match, betSlipLabelArray: [] };
  const updated = {
    ...entry,
    betSlipLabelArray: withPick(entry.betSlipLabelArray, labelKey, pick),
  };
  return existing ? slip.map((e) => (e === existing ? updated : e)) : [...slip, updated];
}

function withPick(
  labels: readonly BetSlipLabel[],
  labelKey: string,
  pick: BetSlipLabelValue,
): BetSlipLabel[] {
  const group = labels.find((l) => l.key === labelKey);
  if (!group) return [...labels, { key: labelKey, labelValueArray: [{ ...pick }] }];
  const others = group.labelValueArray.filter((v) => v.key !== pick.key);
  const index = group.labelValueArray.findIndex((v) => v.key === pick.key);
  const values =
    index < 0
      ? [...others, { ...pick }]
      : group.labelValueArray.map((v, i) => (i === index ? { ...pick } : v));
  return labels.map((l) => (l === group ? { ...l, labelValueArray: values } : l));
}

/** Removes a pick; empty label groups and then empty matches are dropped (spec section 4). */
export function removeLabel(
  slip: readonly BetSlipEntry[],
  matchId: number | string,
  labelKey: string,
  pickKey: string,
): BetSlipEntry[] {
  return slip
    .map((entry) =>
      sameMatch(entry.match_id, matchId)
        ? {
            ...entry,
            betSlipLabelArray: entry.betSlipLabelArray
              .map((l) =>
                l.key === labelKey
                  ? { ...l, labelValueArray: l.labelValueArray.filter((v) => v.key !== pickKey) }
                  : l,
              )
              .filter((l) => l.labelValueArray.length > 0),
          }
        : entry,
    )
    .filter((entry) => entry.betSlipLabelArray.length > 0);
}

/** Adds the pick when absent, removes it when present (clicking a bet card toggles it). */
export function toggleLabel(
  slip: readonly BetSlipEntry[],
  match: BetSlipMatch,
  labelKey: string,
  pick: BetSlipLabelValue,
): BetSlipEntry[] {
  const present = slip.some(
    (e) =>
      sameMatch(e.match_id, match.match_id) &&
      e.betSlipLabelArray.some(
        (l) => l.key === labelKey && l.labelValueArray.some((v) => v.key === pick.key),
      ),
  );
  return present
    ? removeLabel(slip, match.match_id, labelKey, pick.key)
    : addLabel(slip, match, labelKey, pick);
}

/** Number of picks in the slip. */
export function pickCount(slip: readonly BetSlipEntry[]): number {
  return slip.reduce(
    (n, e) => n + e.betSlipLabelArray.reduce((m, l) => m + l.labelValueArray.length, 0),
    0,
  );
}

function parseOdds(value: number | string): number {
  const odds = typeof value === 'number' ? value : Number(value.trim() === '' ? NaN : value);
  if (!Number.isFinite(odds) || odds < 1)
    throw new BetSlipError('invalidOdds', `Invalid odds: ${String(value)}`);
  return odds;
}

/**
 * Legs grouped by match: one group per distinct match (spec section 4, "A combination is built
 * only from distinct matches"). Duplicate entries of one match are merged.
 */
export function buildCombinationLegs(slip: readonly BetSlipEntry[]): CombinationLeg[][] {
  const groups = new Map<string, CombinationLeg[]>();
  for (const entry of slip) {
    const legs = entry.betSlipLabelArray.flatMap((label) =>
      label.labelValueArray.map((v) => ({
        match_id: entry.match_id,
        kind: label.key,
        name: v.key,
        odds: parseOdds(v.value),
        handicap_val: entry.handicap_val,
      })),
    );
    const key = String(entry.match_id);
    groups.set(key, [...(groups.get(key) ?? []), ...legs]);
  }
  return [...groups.values()].filter((legs) => legs.length > 0);
}

/** Per-match odds of a slip, the input of parlayEstimate. */
export function slipOdds(slip: readonly BetSlipEntry[]): number[][] {
  return buildCombinationLegs(slip).map((legs) => legs.map((leg) => leg.odds));
}

export type ParlayOption = 'single match' | `${number} String 1`;

/** 'single match', then '2 String 1' to '15 String 1' (spec section 3). */
export const PARLAY_OPTIONS: readonly ParlayOption[] = [
  'single match',
  ...Array.from({ length: MAX_PARLAY_LEGS - 1 }, (_, i): ParlayOption => `${i + 2} String 1`),
];

/** Options a slip of `matchCount` distinct matches offers: single, then 2..n String 1. */
export function availableParlayOptions(matchCount: number): ParlayOption[] {
  if (!Number.isInteger(matchCount) || matchCount < 1) return [];
  return PARLAY_OPTIONS.slice(0, Math.min(matchCount, MAX_PARLAY_LEGS));
}

/** The N of each chosen option (single match = 1), sorted and distinct. */
export function stringsFromOptions(options: readonly string[]): number[] {
  const strings = options.map((option) => {
    const index = PARLAY_OPTIONS.indexOf(option as ParlayOption);
    if (index < 0) throw new BetSlipError('unknownOption', `Unknown parlay option: ${option}`);
    return index + 1;
  });
  return [...new Set(strings)].sort((a, b) => a - b);
}

/** Keeps only the chosen options still offered after the slip changed. */
export function retainAvailableOptions(
  selected: readonly string[],
  matchCount: number,
): ParlayOption[] {
  const available = availableParlayOptions(matchCount);
  return available.filter((option) => selected.includes(option));
}

/** Cricket bet (spec section 3, "Cricket state"). */
export type CricketBet = {
  id: string;
  categoryLabel: string;
  slipLabel: string;
  odd: number | string;
  amount: number | string;
};
export type CricketMatchBets = { matchId: number | string; bets: Record<string, CricketBet> };

/** Cricket toggles a bet within its match; a match left with no bet is dropped (spec section 4). */
export function toggleCricketBet(
  list: readonly CricketMatchBets[],
  matchId: number | string,
  bet: CricketBet,
): CricketMatchBets[] {
  const match = list.find((m) => sameMatch(m.matchId, matchId));
  if (!match) return [...list, { matchId, bets: { [bet.id]: { ...bet } } }];
  const bets = Object.hasOwn(match.bets, bet.id)
    ? without(match.bets, bet.id)
    : { ...match.bets, [bet.id]: { ...bet } };
  const updated = { ...match, bets };
  return list.map((m) => (m === match ? updated : m)).filter((m) => Object.keys(m.bets).length > 0);
}

/**
 * Lottery and racing amounts per prop: an amount above 0 adds or updates the bet, an empty or
 * non-positive amount removes it (spec section 4).
 */
export function setBetAmount(
  bets: Readonly<Record<string, { amount: number }>>,
  prop: string,
  amount: number | string,
): Record<string, { amount: number }> {
  const value = typeof amount === 'number' ? amount : Number(amount.trim() === '' ? NaN : amount);
  return Number.isFinite(value) && value > 0
    ? { ...bets, [prop]: { amount: value } }
    : without(bets, prop);
}

function without<V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}
