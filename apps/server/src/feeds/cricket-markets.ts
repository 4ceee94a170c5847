// Cricket markets (spec section 7, "Cricket"): match winner, toss winner and total runs. Runs of each
// side ~ Normal(rate, 35^2). Settled by @bet/domain's cricketPickResult.
import type { CricketMarketKind } from '@bet/domain/sports-outcomes';
import { lineText, normalBetween, oddsFor } from './pricing-math.ts';

export const RUNS_SD = 35;

export interface CricketOption {
  id: string;
  slipLabel: string;
  odd: string;
  market: CricketMarketKind;
  option: 'a' | 'b' | 'over' | 'under';
  line?: string;
}

export interface CricketMarket {
  id: string;
  categoryLabel: string;
  suspended: boolean;
  options: CricketOption[];
}

export interface CricketPricing {
  id: bigint;
  home: string;
  away: string;
  home_rate: number;
  away_rate: number;
}

export function cricketMarkets(match: CricketPricing, open: boolean): CricketMarket[] {
  const id = String(match.id);
  const winA = normalBetween(match.home_rate - match.away_rate, RUNS_SD * Math.SQRT2, 0, Infinity);
  const line = Math.round(match.home_rate + match.away_rate) + 0.5;
  const lineLabel = lineText(line, false);
  const over = normalBetween(
    match.home_rate + match.away_rate,
    RUNS_SD * Math.SQRT2,
    line,
    Infinity,
  );
  const option = (
    market: CricketMarketKind,
    choice: CricketOption['option'],
    slipLabel: string,
    p: number,
  ): CricketOption => ({
    id: `${id}-${market}-${choice}`,
    slipLabel,
    odd: oddsFor(p),
    market,
    option: choice,
    ...(market === 'total_runs' ? { line: lineLabel } : {}),
  });
  return [
    {
      id: `${id}-winner`,
      categoryLabel: 'Match Winner',
      suspended: !open,
      options: [
        option('winner', 'a', match.home, winA),
        option('winner', 'b', match.away, 1 - winA),
      ],
    },
    {
      id: `${id}-toss`,
      categoryLabel: 'Toss Winner',
      suspended: !open,
      options: [option('toss', 'a', match.home, 0.5), option('toss', 'b', match.away, 0.5)],
    },
    {
      id: `${id}-total_runs`,
      categoryLabel: `Total Runs ${lineLabel}`,
      suspended: !open,
      options: [
        option('total_runs', 'over', `Over ${lineLabel}`, over),
        option('total_runs', 'under', `Under ${lineLabel}`, 1 - over),
      ],
    },
  ];
}

/** The option behind an option id, or undefined. */
export function findCricketOption(markets: CricketMarket[], id: string): CricketOption | undefined {
  for (const market of markets) {
    const found = market.options.find((option) => option.id === id);
    if (found) return found;
  }
  return undefined;
}
