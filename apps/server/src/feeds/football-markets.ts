// Markets of soccer and bd (spec section 3, bet kinds) from a Poisson model: each side scores
// Poisson(rate / 2) goals in each half, independently. Outcome names follow
// @bet/domain/sports-outcomes, which settles them.
import type { Market } from './market.ts';
import { lineText, oddsFor, poissonPmf } from './pricing-math.ts';

const MAX_GOALS = 10;

/** The exact scores the correct-score market lists; other_w/d/l cover the rest. */
export const LISTED_SCORES: readonly string[] = [
  '1:0',
  '2:0',
  '2:1',
  '3:0',
  '3:1',
  '3:2',
  '4:0',
  '4:1',
  '4:2',
  '0:0',
  '1:1',
  '2:2',
  '3:3',
  '0:1',
  '0:2',
  '1:2',
  '0:3',
  '1:3',
  '2:3',
  '0:4',
  '1:4',
  '2:4',
];
const LISTED = new Set(LISTED_SCORES);

type Matrix = number[][];

function scoreMatrix(home: number, away: number): Matrix {
  return Array.from({ length: MAX_GOALS + 1 }, (_, h) =>
    Array.from({ length: MAX_GOALS + 1 }, (_, a) => poissonPmf(home, h) * poissonPmf(away, a)),
  );
}

function sum(matrix: Matrix, keep: (h: number, a: number) => boolean): number {
  let total = 0;
  matrix.forEach((row, h) =>
    row.forEach((p, a) => {
      if (keep(h, a)) total += p;
    }),
  );
  return total;
}

const market = (kind: Market['kind'], name: string, p: number, line: string | null = null) => ({
  kind,
  name,
  odds: oddsFor(p),
  handicap_val: line,
});

function threeWay(kind: 'wl' | 'half', matrix: Matrix): Market[] {
  return [
    market(
      kind,
      'w',
      sum(matrix, (h, a) => h > a),
    ),
    market(
      kind,
      'd',
      sum(matrix, (h, a) => h === a),
    ),
    market(
      kind,
      'l',
      sum(matrix, (h, a) => h < a),
    ),
  ];
}

function handicap(matrix: Matrix, homeRate: number, awayRate: number): Market[] {
  const rounded = -Math.round(homeRate - awayRate);
  const line = rounded === 0 ? (homeRate >= awayRate ? -1 : 1) : rounded;
  const text = lineText(line, true);
  return [
    market(
      'handicap',
      'w',
      sum(matrix, (h, a) => h + line > a),
      text,
    ),
    market(
      'handicap',
      'd',
      sum(matrix, (h, a) => h + line === a),
      text,
    ),
    market(
      'handicap',
      'l',
      sum(matrix, (h, a) => h + line < a),
      text,
    ),
  ];
}

function correctScore(matrix: Matrix): Market[] {
  const listed = LISTED_SCORES.map((score) => {
    const [h, a] = score.split(':').map(Number) as [number, number];
    return market('correct_score', score, matrix[h]?.[a] ?? 0);
  });
  const other = (name: string, keep: (h: number, a: number) => boolean) =>
    market(
      'correct_score',
      name,
      sum(matrix, (h, a) => keep(h, a) && !LISTED.has(`${h}:${a}`)),
    );
  return [
    ...listed,
    other('other_w', (h, a) => h > a),
    other('other_d', (h, a) => h === a),
    other('other_l', (h, a) => h < a),
  ];
}

function goals(matrix: Matrix): Market[] {
  const exact = [0, 1, 2, 3, 4, 5, 6].map((n) =>
    market(
      'goals',
      String(n),
      sum(matrix, (h, a) => h + a === n),
    ),
  );
  return [
    ...exact,
    market(
      'goals',
      '7+',
      sum(matrix, (h, a) => h + a >= 7),
    ),
  ];
}

function margin(matrix: Matrix): Market[] {
  const diff = (test: (d: number) => boolean) => sum(matrix, (h, a) => test(h - a));
  return [
    market(
      'mv',
      'w1',
      diff((d) => d === 1),
    ),
    market(
      'mv',
      'w2',
      diff((d) => d === 2),
    ),
    market(
      'mv',
      'w3+',
      diff((d) => d >= 3),
    ),
    market(
      'mv',
      'd',
      diff((d) => d === 0),
    ),
    market(
      'mv',
      'l1',
      diff((d) => d === -1),
    ),
    market(
      'mv',
      'l2',
      diff((d) => d === -2),
    ),
    market(
      'mv',
      'l3+',
      diff((d) => d <= -3),
    ),
  ];
}

function totals(matrix: Matrix, homeRate: number, awayRate: number): Market[] {
  const line = Math.floor(homeRate + awayRate) + 0.5;
  const over = sum(matrix, (h, a) => h + a > line);
  const text = lineText(line, false);
  const upLine = 2.5;
  const up = (above: boolean, odd: boolean) =>
    sum(matrix, (h, a) => h + a > upLine === above && (h + a) % 2 === (odd ? 1 : 0));
  return [
    market('bs', 'big', over, text),
    market('bs', 'small', 1 - over, text),
    market('up', 'td', up(true, true), lineText(upLine, false)),
    market('up', 'ts', up(true, false), lineText(upLine, false)),
    market('up', 'dd', up(false, true), lineText(upLine, false)),
    market('up', 'ds', up(false, false), lineText(upLine, false)),
  ];
}

export function footballMarkets(homeRate: number, awayRate: number): Market[] {
  const full = scoreMatrix(homeRate, awayRate);
  const half = scoreMatrix(homeRate / 2, awayRate / 2);
  return [
    ...threeWay('wl', full),
    ...handicap(full, homeRate, awayRate),
    ...correctScore(full),
    ...goals(full),
    ...threeWay('half', half),
    ...totals(full, homeRate, awayRate),
    ...margin(full),
  ];
}
