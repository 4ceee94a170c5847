// Basketball markets from a normal model: each side's points ~ Normal(rate, 11^2), halves half of
// that. A tie goes to overtime, so wl and mv have no draw; the half-time result can be level.
import type { Market } from './market.ts';
import { lineText, normalBetween, oddsFor } from './pricing-math.ts';

export const POINTS_SD = 11;
const MARGIN_BANDS: readonly [number, number][] = [
  [1, 5],
  [6, 10],
  [11, 15],
  [16, 20],
  [21, 25],
];

const market = (kind: Market['kind'], name: string, p: number, line: string | null = null) => ({
  kind,
  name,
  odds: oddsFor(p),
  handicap_val: line,
});

export function basketballMarkets(homeRate: number, awayRate: number): Market[] {
  const mean = homeRate - awayRate;
  const sd = POINTS_SD * Math.SQRT2;
  const win = normalBetween(mean, sd, 0, Infinity);
  const spread = -Math.round(mean) + 0.5;
  const spreadText = lineText(spread, true);
  const coverHome = normalBetween(mean, sd, -spread, Infinity);
  const total = Math.round(homeRate + awayRate) + 0.5;
  const totalText = lineText(total, false);
  const over = normalBetween(homeRate + awayRate, sd, total, Infinity);
  const halfMean = mean / 2;
  const halfSd = sd / Math.SQRT2;
  const band = (side: 'w' | 'l', from: number, to: number) => {
    const p =
      side === 'w'
        ? normalBetween(mean, sd, from - 0.5, to + 0.5)
        : normalBetween(mean, sd, -to - 0.5, -from + 0.5);
    return market('mv', `${side}${from}-${to}`, p);
  };
  return [
    market('wl', 'w', win),
    market('wl', 'l', 1 - win),
    market('handicap', 'w', coverHome, spreadText),
    market('handicap', 'l', 1 - coverHome, spreadText),
    market('half', 'w', normalBetween(halfMean, halfSd, 0.5, Infinity)),
    market('half', 'd', normalBetween(halfMean, halfSd, -0.5, 0.5)),
    market('half', 'l', normalBetween(halfMean, halfSd, -Infinity, -0.5)),
    market('bs', 'big', over, totalText),
    market('bs', 'small', 1 - over, totalText),
    ...(['w', 'l'] as const).flatMap((side) => [
      ...MARGIN_BANDS.map(([from, to]) => band(side, from, to)),
      market(
        'mv',
        `${side}26+`,
        side === 'w'
          ? normalBetween(mean, sd, 25.5, Infinity)
          : normalBetween(mean, sd, -Infinity, -25.5),
      ),
    ]),
    // Odd and even totals are equally likely.
    market('up', 'td', over / 2, totalText),
    market('up', 'ts', over / 2, totalText),
    market('up', 'dd', (1 - over) / 2, totalText),
    market('up', 'ds', (1 - over) / 2, totalText),
  ];
}
