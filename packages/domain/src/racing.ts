// Ten-car racing, pk10 (spec sections 3 and 9; rules.md "Ten-car racing"). A draw is the car
// number at each position, champion first: a permutation of 1..10.
import { mul, parseDecimal, toDecimalString, truncate } from './decimal';

export const PK10_POSITIONS = [
  'champion',
  'runnerUp',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
] as const;
export type Pk10Position = (typeof PK10_POSITIONS)[number];
/** 1-based position (1 = champion). */
export type PositionNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export type DragonTigerPosition = 1 | 2 | 3 | 4 | 5;

export type Pk10Draw = readonly number[];
export type Pk10DrawError = 'length' | 'range' | 'duplicate';

export class RacingError extends Error {
  override readonly name = 'RacingError';
}

/** A draw must be a permutation of cars 1..10. */
export function validatePk10Draw(
  draw: readonly number[],
): { ok: true } | { ok: false; error: Pk10DrawError } {
  if (draw.length !== 10) return { ok: false, error: 'length' };
  if (!draw.every((car) => Number.isInteger(car) && car >= 1 && car <= 10))
    return { ok: false, error: 'range' };
  if (new Set(draw).size !== 10) return { ok: false, error: 'duplicate' };
  return { ok: true };
}

function assertDraw(draw: readonly number[]): void {
  const result = validatePk10Draw(draw);
  if (!result.ok) throw new RacingError(`Invalid pk10 draw (${result.error}): ${draw.join(',')}`);
}

function carAt(draw: Pk10Draw, position: number): number {
  const car = draw[position - 1];
  if (car === undefined || !Number.isInteger(position))
    throw new RangeError(`Invalid position ${String(position)}`);
  return car;
}

export type TwoSide = 'big' | 'small' | 'odd' | 'even';
export type TwoSides = Record<TwoSide, boolean>;

/** Per position: big 6-10, small 1-5, odd/even (rules.md). */
export function twoSides(car: number): TwoSides {
  if (!Number.isInteger(car) || car < 1 || car > 10)
    throw new RangeError(`Invalid car ${String(car)}`);
  return { big: car >= 6, small: car <= 5, odd: car % 2 === 1, even: car % 2 === 0 };
}

export type SumOptions = { refundOn11?: boolean };
/**
 * The operator's sum rule, one fact for both sides: the server settles racing bets with it and the
 * board notes a refund on 11 when it is on (rules.md: "Some operators refund on a sum of 11").
 */
export const PK10_SUM_OPTIONS: Readonly<SumOptions> = { refundOn11: false };
export type ChampionRunnerUpSum = TwoSides & { sum: number; refund: boolean };

/**
 * Champion + runner-up sum, 3..19: big 12 or more, small 11 or less. With refundOn11 (some
 * operators), a sum of 11 refunds the big/small/odd/even sum bets; the sum-value bet on 11 stands.
 */
export function championRunnerUpSum(draw: Pk10Draw, options: SumOptions = {}): ChampionRunnerUpSum {
  assertDraw(draw);
  const sum = carAt(draw, 1) + carAt(draw, 2);
  return {
    sum,
    big: sum >= 12,
    small: sum <= 11,
    odd: sum % 2 === 1,
    even: sum % 2 === 0,
    refund: options.refundOn11 === true && sum === 11,
  };
}

/** Position i (1..5) against position 11-i; the higher car number is the dragon. No tie. */
export function dragonTiger(draw: Pk10Draw, position: DragonTigerPosition): 'dragon' | 'tiger' {
  assertDraw(draw);
  if (!Number.isInteger(position) || position < 1 || position > 5) {
    throw new RangeError(`Dragon vs tiger is for positions 1..5, got ${String(position)}`);
  }
  return carAt(draw, position) > carAt(draw, 11 - position) ? 'dragon' : 'tiger';
}

/** Ordered (champion, runner-up) pairs summing to each value: 90 pairs in all. */
function sumWays(): Map<number, number> {
  const ways = new Map<number, number>();
  for (let a = 1; a <= 10; a += 1) {
    for (let b = 1; b <= 10; b += 1) if (a !== b) ways.set(a + b, (ways.get(a + b) ?? 0) + 1);
  }
  return ways;
}

/** Fair odds (no margin) of each sum, 90 / ways: 3 -> 45, ..., 11 -> 9 (rules.md). */
export const FAIR_SUM_ODDS: Readonly<Record<number, number>> = Object.fromEntries(
  [...sumWays()].map(([sum, ways]) => [sum, 90 / ways]),
);
/** Fair side odds of the sum: big 2.25, small 1.80, odd 1.80, even 2.25 (rules.md). */
export const FAIR_SUM_SIDE_ODDS: Readonly<Record<TwoSide, number>> = {
  big: 2.25,
  small: 1.8,
  odd: 1.8,
  even: 2.25,
};

/** Fair odds of a sum value, or undefined outside 3..19. */
export function fairSumOdds(sum: number): number | undefined {
  return FAIR_SUM_ODDS[sum];
}

export type RacingOddsGroup =
  | { group: 'twoSide'; position: PositionNumber }
  | { group: 'sum'; part: 'value' | 'sides' }
  | { group: 'position'; position: PositionNumber }
  | { group: 'dragonTiger'; position: DragonTigerPosition };

/**
 * Odds group of an odds index (spec section 9): 0-9 two sides of positions 1-10, 10-11 champion
 * and runner-up sum (10 the value, 11 its sides), 12-16 positions one to five, 17-21 six to ten,
 * 22-26 dragon vs tiger of positions 1-5. Other indexes: undefined.
 */
export function racingOddsGroup(index: number): RacingOddsGroup | undefined {
  if (!Number.isInteger(index) || index < 0 || index > 26) return undefined;
  if (index <= 9) return { group: 'twoSide', position: (index + 1) as PositionNumber };
  if (index <= 11) return { group: 'sum', part: index === 10 ? 'value' : 'sides' };
  if (index <= 21) return { group: 'position', position: (index - 11) as PositionNumber };
  return { group: 'dragonTiger', position: (index - 21) as DragonTigerPosition };
}

/**
 * The board's subsets (spec section 3, selectedPk10Subset): which odds groups it shows at a time.
 */
export const PK10_SUBSETS = ['twoSides', 'sum', 'oneToFive', 'sixToTen', 'dragonTiger'] as const;
export type Pk10Subset = (typeof PK10_SUBSETS)[number];
/** The subset a board opens on (spec section 3: default twoSides). */
export const DEFAULT_PK10_SUBSET: Pk10Subset = 'twoSides';

export function isPk10Subset(value: unknown): value is Pk10Subset {
  return (PK10_SUBSETS as readonly unknown[]).includes(value);
}

/** First and last odds group index of each subset (spec section 9). */
const SUBSET_INDEXES: Readonly<Record<Pk10Subset, readonly [number, number]>> = {
  twoSides: [0, 9],
  sum: [10, 11],
  oneToFive: [12, 16],
  sixToTen: [17, 21],
  dragonTiger: [22, 26],
};

/** The odds group indexes a subset shows: 0-9, 10-11, 12-16, 17-21 or 22-26 (spec section 9). */
export function pk10SubsetIndexes(subset: Pk10Subset): readonly number[] {
  const [first, last] = SUBSET_INDEXES[subset];
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export const PK10_TWO_SIDES: readonly TwoSide[] = ['big', 'small', 'odd', 'even'];
export const PK10_CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** The champion + runner-up sums, 3..19. */
export const PK10_SUMS: readonly number[] = Array.from({ length: 17 }, (_, i) => i + 3);

export type RacingBet = { stake: number | string; odds: number | string } & (
  | { type: 'position'; position: PositionNumber; car: number }
  | { type: 'twoSide'; position: PositionNumber; side: TwoSide }
  | { type: 'sumValue'; sum: number }
  | { type: 'sumSide'; side: TwoSide }
  | { type: 'dragonTiger'; position: DragonTigerPosition; pick: 'dragon' | 'tiger' }
);
/** A racing bet without its stake and odds: what the board selects. */
export type RacingSelection = RacingBet extends infer B
  ? B extends RacingBet
    ? Omit<B, 'stake' | 'odds'>
    : never
  : never;
export type RacingSettlement = { outcome: 'win' | 'loss' | 'refund'; payout: string };

function racingWins(bet: RacingBet, draw: Pk10Draw, sum: ChampionRunnerUpSum): boolean {
  switch (bet.type) {
    case 'position':
      return carAt(draw, bet.position) === bet.car;
    case 'twoSide':
      return twoSides(carAt(draw, bet.position))[bet.side];
    case 'sumValue':
      return sum.sum === bet.sum;
    case 'sumSide':
      return sum[bet.side];
    case 'dragonTiger':
      return dragonTiger(draw, bet.position) === bet.pick;
  }
}

/** Settles a racing bet: stake x odds on a win, the stake on a refund, 0 on a loss (truncated). */
export function settleRacingBet(
  bet: RacingBet,
  draw: Pk10Draw,
  options: SumOptions = {},
): RacingSettlement {
  const sum = championRunnerUpSum(draw, options);
  const stake = parseDecimal(bet.stake);
  const odds = parseDecimal(bet.odds);
  if (stake.units < 0n || odds.units < 0n)
    throw new RangeError('Stake and odds must not be negative');
  const fixed = (value: typeof stake) => toDecimalString(truncate(value, 2), 2);
  if (bet.type === 'sumSide' && sum.refund) return { outcome: 'refund', payout: fixed(stake) };
  return racingWins(bet, draw, sum)
    ? { outcome: 'win', payout: fixed(mul(stake, odds)) }
    : { outcome: 'loss', payout: fixed(parseDecimal(0)) };
}

/**
 * The id of a selection's line in the odds list (spec section 3, odds (id, v)), e.g. "twoSide:3:big",
 * "sumValue:11", "sumSide:odd", "position:7:2", "dragonTiger:2:tiger". The server prices lines and
 * the board keys its picks by it.
 */
export function racingSelectionId(selection: RacingSelection): string {
  switch (selection.type) {
    case 'position':
      return `position:${selection.position}:${selection.car}`;
    case 'twoSide':
      return `twoSide:${selection.position}:${selection.side}`;
    case 'sumValue':
      return `sumValue:${selection.sum}`;
    case 'sumSide':
      return `sumSide:${selection.side}`;
    case 'dragonTiger':
      return `dragonTiger:${selection.position}:${selection.pick}`;
  }
}

/** Every line of an odds group index (spec section 9), in board order; none outside 0-26. */
export function racingGroupSelections(index: number): RacingSelection[] {
  const group = racingOddsGroup(index);
  if (!group) return [];
  switch (group.group) {
    case 'twoSide':
      return PK10_TWO_SIDES.map((side) => ({ type: 'twoSide', position: group.position, side }));
    case 'sum':
      return group.part === 'value'
        ? PK10_SUMS.map((sum) => ({ type: 'sumValue', sum }))
        : PK10_TWO_SIDES.map((side) => ({ type: 'sumSide', side }));
    case 'position':
      return PK10_CARS.map((car) => ({ type: 'position', position: group.position, car }));
    case 'dragonTiger':
      return (['dragon', 'tiger'] as const).map((pick) => ({
        type: 'dragonTiger',
        position: group.position,
        pick,
      }));
  }
}
