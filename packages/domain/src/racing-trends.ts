// Ten-car racing trends (issue 16, "Beyond: trends"): over a window of past pk10 draws, how often
// each car finished at each position, the two sides of each position, the champion + runner-up
// sum, and dragon against tiger for positions 1-5. Every rule is racing.ts's.
import {
  championRunnerUpSum,
  dragonTiger,
  PK10_POSITIONS,
  PK10_SUMS,
  PK10_TWO_SIDES,
  twoSides,
  type DragonTigerPosition,
  type Pk10Draw,
  type PositionNumber,
  type TwoSide,
} from './racing';

const DRAGON_TIGER_POSITIONS: readonly DragonTigerPosition[] = [1, 2, 3, 4, 5];

export interface Pk10PositionTrend {
  position: PositionNumber;
  /** Finishes of each car at this position: index 0 is car 1. */
  cars: number[];
  /** How often the car at this position was big, small, odd, even. */
  sides: Record<TwoSide, number>;
}

export interface Pk10Trends {
  /** How many draws the window holds. */
  draws: number;
  /** Positions champion (1) to tenth (10), in order. */
  positions: Pk10PositionTrend[];
  /** How often each champion + runner-up sum came out, 3..19 in order. */
  sums: { sum: number; count: number }[];
  /** The two sides of the sum (big 12 or more, small 11 or less). */
  sumSides: Record<TwoSide, number>;
  /** Dragon and tiger counts of positions 1 to 5, in order. */
  dragonTiger: { position: DragonTigerPosition; dragon: number; tiger: number }[];
}

const sideCounts = (): Record<TwoSide, number> => ({ big: 0, small: 0, odd: 0, even: 0 });

function addSides(counts: Record<TwoSide, number>, sides: Record<TwoSide, boolean>): void {
  for (const side of PK10_TWO_SIDES) if (sides[side]) counts[side] += 1;
}

/** Trends of `draws` (cars champion first); a draw that is not a permutation throws RacingError. */
export function pk10Trends(draws: readonly Pk10Draw[]): Pk10Trends {
  const positions = PK10_POSITIONS.map((_, i) => ({
    position: (i + 1) as PositionNumber,
    cars: new Array<number>(10).fill(0),
    sides: sideCounts(),
  }));
  const sums = new Map(PK10_SUMS.map((sum) => [sum, 0]));
  const sumSides = sideCounts();
  const tally = DRAGON_TIGER_POSITIONS.map((position) => ({ position, dragon: 0, tiger: 0 }));
  for (const draw of draws) {
    // championRunnerUpSum validates the draw first, so the cars below are 1..10.
    const sum = championRunnerUpSum(draw);
    sums.set(sum.sum, (sums.get(sum.sum) ?? 0) + 1);
    addSides(sumSides, sum);
    positions.forEach((trend, i) => {
      const car = draw[i] ?? 0;
      trend.cars[car - 1] = (trend.cars[car - 1] ?? 0) + 1;
      addSides(trend.sides, twoSides(car));
    });
    for (const entry of tally) entry[dragonTiger(draw, entry.position)] += 1;
  }
  return {
    draws: draws.length,
    positions,
    sums: PK10_SUMS.map((sum) => ({ sum, count: sums.get(sum) ?? 0 })),
    sumSides,
    dragonTiger: tally,
  };
}
