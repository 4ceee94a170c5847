// Mark-six balls, colours and special-code sides (spec sections 3 and 9; rules.md "Mark Six").

export const BALL_COUNT = 49;
/** Balls 1..49. */
export const BALLS: readonly number[] = Array.from({ length: BALL_COUNT }, (_, i) => i + 1);

export type BallColor = 'red' | 'blue' | 'green';
export const BALL_COLORS: readonly BallColor[] = ['red', 'blue', 'green'];

/** Colour groups of rules.md: 17 red, 16 blue, 16 green. */
export const COLOR_BALLS: Readonly<Record<BallColor, readonly number[]>> = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};

const COLOR_OF = new Map<number, BallColor>(
  BALL_COLORS.flatMap((color) => COLOR_BALLS[color].map((ball) => [ball, color] as const)),
);

export function isBall(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= BALL_COUNT;
}

export function assertBall(ball: number): void {
  if (!isBall(ball))
    throw new RangeError(`Invalid mark-six ball: ${String(ball)} (expected 1..49)`);
}

/** Colour of a ball (rules.md table). Not a ball 1..49: RangeError. */
export function ballColor(ball: number): BallColor {
  assertBall(ball);
  const color = COLOR_OF.get(ball);
  if (color === undefined) throw new RangeError(`No colour for ball ${ball}`);
  return color;
}

export const SIDE_KEYS = [
  'big',
  'small',
  'odd',
  'even',
  'sumBig',
  'sumSmall',
  'sumOdd',
  'sumEven',
  'tailBig',
  'tailSmall',
] as const;
export type SideKey = (typeof SIDE_KEYS)[number];
export type SpecialCodeSides = Record<SideKey, boolean>;

export const digitSum = (ball: number) => Math.floor(ball / 10) + (ball % 10);

/**
 * Side outcomes of a ball (rules.md): big 25-48, small 1-24, odd/even, digit-sum big when the two
 * digits add to 7 or more, tail big for a last digit 5-9. Ball 49 is neither big nor small; all
 * its side bets are refunded (see isRefundBall49), whatever these flags say.
 */
export function specialCodeSides(ball: number): SpecialCodeSides {
  assertBall(ball);
  const sum = digitSum(ball);
  const tail = ball % 10;
  return {
    big: ball >= 25 && ball <= 48,
    small: ball <= 24,
    odd: ball % 2 === 1,
    even: ball % 2 === 0,
    sumBig: sum >= 7,
    sumSmall: sum < 7,
    sumOdd: sum % 2 === 1,
    sumEven: sum % 2 === 0,
    tailBig: tail >= 5,
    tailSmall: tail < 5,
  };
}

/** Half-wave: a colour and one side (e.g. red big). Refunded on ball 49 (rules.md). */
export const HALF_WAVE_SIDES = ['big', 'small', 'odd', 'even'] as const;
export type HalfWaveSide = (typeof HALF_WAVE_SIDES)[number];

export function tailOf(ball: number): number {
  assertBall(ball);
  return ball % 10;
}
