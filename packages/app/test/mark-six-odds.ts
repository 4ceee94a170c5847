// A mark-six odds answer for tests and stories, laid out as the reference server lays it out
// (apps/server/src/lottery/mark-six-odds.ts): the same group indexes, names and props, with round
// prices. Only the layout matters to the board; the prices are illustrative.
import { BALL_COLORS, HALF_WAVE_SIDES, SIDE_KEYS, ZODIAC_ANIMALS } from '@bet/domain/mark-six';
import type { LotteryOdds } from '../src/features/lottery/board/odds-lines';

const SIDES = SIDE_KEYS;
const COLORS = BALL_COLORS;
const HALF = HALF_WAVE_SIDES;
const ANIMALS = ZODIAC_ANIMALS;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

type Group = LotteryOdds[number];
const LIMITS = { min: '1', max: '5000' };

const COMBINATION = 'specialCodeCombinationZodiacs';

function group(index: number, name: string, lines: readonly [prop: string, odd: string][]): Group {
  // The server names a line's top after its group, except the combination levels' shared top.
  const top = name.startsWith(COMBINATION) ? COMBINATION : name;
  return { index, name, odds: lines.map(([prop, odd]) => ({ top, prop, odd, ...LIMITS })) };
}

const colorLines = (): [string, string][] => [
  ...COLORS.map((c): [string, string] => [c, '2.80']),
  ...COLORS.flatMap((c) => HALF.map((s): [string, string] => [`${c}:${s}`, '5.60'])),
];

const POSITIONS = [1, 2, 3, 4, 5, 6];

/** Every group of the odds call for one draw. */
export function markSixOddsFixture(): LotteryOdds {
  return [
    group(
      0,
      'specialCode',
      range(1, 49).map((b) => [b, '46.06']),
    ),
    group(
      1,
      'specialCodeSide',
      SIDES.map((s) => [s, '1.88']),
    ),
    group(2, 'specialCodeColor', colorLines()),
    group(
      3,
      'numberCode',
      range(1, 49).map((b) => [b, '7.67']),
    ),
    ...POSITIONS.map((p) =>
      group(
        3 + p,
        `numberCodeSide${p}`,
        SIDES.map((s) => [s, '1.90']),
      ),
    ),
    ...POSITIONS.map((p) => group(9 + p, `numberCodeColor${p}`, colorLines())),
    group(
      21,
      'specialCodeAnimal',
      ANIMALS.map((a) => [a, '11.51']),
    ),
    group(
      22,
      'specialCodeMergeAnimal',
      range(2, 9).flatMap((n): [string, string][] => [
        [n, (12 / Number(n)).toFixed(2)],
        [`${n}y`, (11 / Number(n)).toFixed(2)],
      ]),
    ),
    group(
      23,
      'specialCodeTail',
      range(0, 9).map((t) => [t, t === '0' ? '11.75' : '9.40']),
    ),
    group(
      24,
      'tail',
      range(0, 9).map((t) => [t, t === '0' ? '2.05' : '1.80']),
    ),
    ...[1, 2, 3, 4, 5].map((level) =>
      group(24 + level, `${COMBINATION}${level}`, [
        [String(level), ['1.98', '4.26', '11.30', '36.12', '138.50'][level - 1] ?? '2.00'],
      ]),
    ),
  ];
}
