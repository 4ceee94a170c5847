// Mark-six prices (spec section 3, "Lottery odds"; rules.md "Mark Six"): each bet type's chance
// from the ball table of @bet/domain/mark-six (colours, sides, the zodiac of the draw's own date),
// minus the operator's margin. Bets the 49 refunds are priced on balls 1-48. Combination zodiacs
// are priced for ordinary animals (four balls): a group with the year's animal, which has five,
// pays 15% less instead (spec section 9).
import {
  BALL_COUNT,
  COLOR_BALLS,
  HALF_WAVE_SIDES,
  SIDE_KEYS,
  ZODIAC_ANIMALS,
  ballsOfAnimal,
  specialCodeSides,
  yearAnimal,
  type BallColor,
  type ColorPick,
  type MarkSixBet,
} from '@bet/domain/mark-six';
import { oddsFor } from '../feeds/pricing-math.ts';

const DRAWN = 7;
const REFUND_FREE = Array.from({ length: BALL_COUNT - 1 }, (_, i) => i + 1);

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** P(none of `balls` is among the seven drawn). */
const noneDrawn = (balls: number) => choose(BALL_COUNT - balls, DRAWN) / choose(BALL_COUNT, DRAWN);

function colorChance(pick: ColorPick): number {
  const balls = COLOR_BALLS[pick.color];
  if (pick.side === undefined) return balls.length / BALL_COUNT;
  const side = pick.side;
  return (
    balls.filter((ball) => ball < BALL_COUNT && specialCodeSides(ball)[side]).length /
    REFUND_FREE.length
  );
}

/** P(every one of `level` ordinary animals shows among the seven balls), by inclusion-exclusion. */
export function combinationChance(level: number): number {
  let p = 0;
  for (let j = 0; j <= level; j++) p += (-1) ** j * choose(level, j) * noneDrawn(4 * j);
  return p;
}

/** The chance the bet's (single) ticket wins, given the draw's calendar date. */
export function winChance(bet: MarkSixBet, drawDate: Date): number {
  switch (bet.type) {
    case 'specialCode':
      return 1 / BALL_COUNT;
    case 'numberCode':
      return 6 / BALL_COUNT;
    case 'specialCodeSide':
    case 'numberCodeSide': {
      const side = bet.side;
      return REFUND_FREE.filter((ball) => specialCodeSides(ball)[side]).length / REFUND_FREE.length;
    }
    case 'specialCodeColor':
    case 'numberCodeColor':
      return colorChance(bet.pick);
    case 'specialCodeAnimal':
      return ballsOfAnimal(bet.animal, drawDate).length / BALL_COUNT;
    case 'specialCodeMergeAnimal':
      return (
        bet.animals.reduce((sum, animal) => sum + ballsOfAnimal(animal, drawDate).length, 0) /
        BALL_COUNT
      );
    case 'specialCodeTail':
      return tailBalls(bet.tail) / BALL_COUNT;
    case 'tail':
      return 1 - noneDrawn(tailBalls(bet.tail));
    case 'specialCodeCombinationZodiacs':
      return combinationChance(bet.level);
  }
}

function tailBalls(tail: number): number {
  return Array.from({ length: BALL_COUNT }, (_, i) => i + 1).filter((ball) => ball % 10 === tail)
    .length;
}

/** Today's odds of a bet, the price a placement is checked against. */
export function markSixOdds(bet: MarkSixBet, drawDate: Date): string {
  return oddsFor(winChance(bet, drawDate));
}

export interface OddsLine {
  top: string;
  prop: string;
  odd: string;
}

export interface OddsGroup {
  index: number;
  name: string;
  /** The bet type the group prices, for the limits of its lines. */
  type: MarkSixBet['type'];
  lines: OddsLine[];
}

const priced = { stake: 1, odds: 1 } as const;
const line = (top: string, prop: string, bet: MarkSixBet, date: Date): OddsLine => ({
  top,
  prop,
  odd: markSixOdds(bet, date),
});

const COLORS = Object.keys(COLOR_BALLS) as BallColor[];
const colorLines = (top: string, date: Date, make: (pick: ColorPick) => MarkSixBet) => [
  ...COLORS.map((color) => line(top, color, make({ color }), date)),
  ...COLORS.flatMap((color) =>
    HALF_WAVE_SIDES.map((side) => line(top, `${color}:${side}`, make({ color, side }), date)),
  ),
];

const POSITIONS = [1, 2, 3, 4, 5, 6] as const;
const BALLS = Array.from({ length: BALL_COUNT }, (_, i) => i + 1);
const TAILS = Array.from({ length: 10 }, (_, i) => i);

/**
 * The odds groups of the odds call. Indexes 21-29 are those of spec section 9 (special zodiac,
 * merged animal, special tail, tail, combination levels 1-5); 0-16 are this server's.
 */
export function markSixOddsGroups(date: Date): OddsGroup[] {
  const year = yearAnimal(date);
  const group = (index: number, name: string, type: MarkSixBet['type'], lines: OddsLine[]) => ({
    index,
    name,
    type,
    lines,
  });
  return [
    group(
      0,
      'specialCode',
      'specialCode',
      BALLS.map((ball) =>
        line('specialCode', String(ball), { ...priced, type: 'specialCode', ball }, date),
      ),
    ),
    group(
      1,
      'specialCodeSide',
      'specialCodeSide',
      SIDE_KEYS.map((side) =>
        line('specialCodeSide', side, { ...priced, type: 'specialCodeSide', side }, date),
      ),
    ),
    group(
      2,
      'specialCodeColor',
      'specialCodeColor',
      colorLines('specialCodeColor', date, (pick) => ({
        ...priced,
        type: 'specialCodeColor',
        pick,
      })),
    ),
    group(
      3,
      'numberCode',
      'numberCode',
      BALLS.map((ball) =>
        line('numberCode', String(ball), { ...priced, type: 'numberCode', ball }, date),
      ),
    ),
    ...POSITIONS.map((position) =>
      group(
        3 + position,
        `numberCodeSide${position}`,
        'numberCodeSide',
        SIDE_KEYS.map((side) =>
          line(
            `numberCodeSide${position}`,
            side,
            { ...priced, type: 'numberCodeSide', position, side },
            date,
          ),
        ),
      ),
    ),
    ...POSITIONS.map((position) =>
      group(
        9 + position,
        `numberCodeColor${position}`,
        'numberCodeColor',
        colorLines(`numberCodeColor${position}`, date, (pick) => ({
          ...priced,
          type: 'numberCodeColor',
          position,
          pick,
        })),
      ),
    ),
    group(
      21,
      'specialCodeAnimal',
      'specialCodeAnimal',
      ZODIAC_ANIMALS.map((animal) =>
        line('specialCodeAnimal', animal, { ...priced, type: 'specialCodeAnimal', animal }, date),
      ),
    ),
    group(22, 'specialCodeMergeAnimal', 'specialCodeMergeAnimal', mergedLines(date, year)),
    group(
      23,
      'specialCodeTail',
      'specialCodeTail',
      TAILS.map((tail) =>
        line('specialCodeTail', String(tail), { ...priced, type: 'specialCodeTail', tail }, date),
      ),
    ),
    group(
      24,
      'tail',
      'tail',
      TAILS.map((tail) => line('tail', String(tail), { ...priced, type: 'tail', tail }, date)),
    ),
    ...([1, 2, 3, 4, 5] as const).map((level) =>
      group(24 + level, `specialCodeCombinationZodiacs${level}`, 'specialCodeCombinationZodiacs', [
        {
          top: 'specialCodeCombinationZodiacs',
          prop: String(level),
          odd: oddsFor(combinationChance(level)),
        },
      ]),
    ),
  ];
}

/** Merged animals by count: "4" four ordinary animals, "4y" four including the year's animal. */
function mergedLines(date: Date, year: (typeof ZODIAC_ANIMALS)[number]): OddsLine[] {
  const others = ZODIAC_ANIMALS.filter((animal) => animal !== year);
  return [2, 3, 4, 5, 6, 7, 8, 9].flatMap((count) => [
    line(
      'specialCodeMergeAnimal',
      String(count),
      { ...priced, type: 'specialCodeMergeAnimal', animals: others.slice(0, count) },
      date,
    ),
    line(
      'specialCodeMergeAnimal',
      `${count}y`,
      { ...priced, type: 'specialCodeMergeAnimal', animals: [year, ...others.slice(0, count - 1)] },
      date,
    ),
  ]);
}
