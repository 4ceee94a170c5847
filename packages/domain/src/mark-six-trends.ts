// Mark-six trends (issue 16, "Beyond: trends"): over a window of past draws (the page reads the
// last 50), how often each ball came out and how long it has been missing, the hot and cold
// balls, and how the colours and the zodiac animals fell. Each ball's animal is read on its own
// draw's date, so a window across lunar new year counts each draw with its own table.
import { BALL_COLORS, BALLS, ballColor, type BallColor } from './mark-six-balls';
import { validateMarkSixDraw, type MarkSixDraw } from './mark-six-settle';
import { ZODIAC_ANIMALS, zodiacOf, type ZodiacAnimal, type ZodiacTable } from './mark-six-zodiac';

/** One ball over the window. */
export interface BallTrend {
  ball: number;
  /** Draws of the window it came out in, as a regular number or the special code. */
  count: number;
  /**
   * Draws since it was last seen: 0 when it is in the newest draw; the window's length when it
   * never came out in it.
   */
  since: number;
}

/** Counts over every drawn ball (six numbers and the special code) and over special codes alone. */
export interface TrendCounts<K extends string> {
  all: Record<K, number>;
  special: Record<K, number>;
}

export interface MarkSixTrends {
  /** How many draws the window holds. */
  draws: number;
  /** Balls 1..49 in order (index 0 is ball 1). */
  balls: readonly BallTrend[];
  /** The n most frequent balls; equal counts in ball order. */
  hot(n: number): BallTrend[];
  /** The n least frequent balls; equal counts in ball order. */
  cold(n: number): BallTrend[];
  colors: TrendCounts<BallColor>;
  zodiacs: TrendCounts<ZodiacAnimal>;
}

function zeroes<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

function counts<K extends string>(keys: readonly K[]): TrendCounts<K> {
  return { all: zeroes(keys), special: zeroes(keys) };
}

function take(sorted: readonly BallTrend[], n: number): BallTrend[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Invalid trend size ${String(n)}`);
  return sorted.slice(0, n);
}

/**
 * Trends of `draws`, newest first (as lottery.draws lists them); each draw's `date` is its
 * drawCalendarDate. An invalid draw throws MarkSixDrawError; a date outside the zodiac table,
 * ZodiacTableError.
 */
export function markSixTrends(draws: readonly MarkSixDraw[], table?: ZodiacTable): MarkSixTrends {
  const count = new Array<number>(BALLS.length + 1).fill(0);
  const since = new Array<number>(BALLS.length + 1).fill(draws.length);
  const colors = counts(BALL_COLORS);
  const zodiacs = counts(ZODIAC_ANIMALS);
  draws.forEach((draw, age) => {
    validateMarkSixDraw(draw);
    for (const ball of [...draw.numbers, draw.special]) {
      count[ball] = (count[ball] ?? 0) + 1;
      if (since[ball] === draws.length) since[ball] = age;
      colors.all[ballColor(ball)] += 1;
      zodiacs.all[zodiacOf(ball, draw.date, table)] += 1;
    }
    colors.special[ballColor(draw.special)] += 1;
    zodiacs.special[zodiacOf(draw.special, draw.date, table)] += 1;
  });
  const balls = BALLS.map((ball) => ({
    ball,
    count: count[ball] ?? 0,
    since: since[ball] ?? draws.length,
  }));
  // Array.prototype.sort is stable: balls already in ball order keep it on equal counts.
  const byHot = [...balls].sort((a, b) => b.count - a.count);
  const byCold = [...balls].sort((a, b) => a.count - b.count);
  return {
    draws: draws.length,
    balls,
    hot: (n) => take(byHot, n),
    cold: (n) => take(byCold, n),
    colors,
    zodiacs,
  };
}
