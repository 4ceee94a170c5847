import { describe, expect, it } from 'vitest';
import { basketballMarkets } from './basketball-markets.ts';
import { cricketMarkets, findCricketOption } from './cricket-markets.ts';
import { footballMarkets } from './football-markets.ts';
import { findMarket, marketsOf } from './markets.ts';
import { oddsFor } from './pricing-math.ts';

/** The book of a market: the sum of 1/odds, just above 1 by the margin. */
const book = (odds: string[]) => odds.reduce((sum, o) => sum + 1 / Number(o), 0);

describe('prices', () => {
  it('truncates odds to 2 decimals between 1.01 and 500', () => {
    expect(oddsFor(0.5)).toBe('1.88');
    expect(oddsFor(0.99)).toBe('1.01');
    expect(oddsFor(0)).toBe('500.00');
  });

  it('offers every bet kind on football, each market a full book with the margin', () => {
    const markets = footballMarkets(1.6, 1.1);
    expect(new Set(markets.map((m) => m.kind))).toEqual(
      new Set(['wl', 'handicap', 'correct_score', 'goals', 'half', 'bs', 'mv', 'up']),
    );
    for (const kind of ['wl', 'half', 'goals', 'mv', 'up', 'bs', 'correct_score']) {
      const total = book(markets.filter((m) => m.kind === kind).map((m) => m.odds));
      expect([kind, total > 1.0 && total < 1.12]).toEqual([kind, true]);
    }
    expect(markets.find((m) => m.kind === 'bs')?.handicap_val).toBe('2.5');
    expect(markets.find((m) => m.kind === 'handicap')?.handicap_val).toBe('-1');
  });

  it('has no draw in basketball full time and prices the favourite shorter', () => {
    const markets = basketballMarkets(112, 104);
    expect(markets.some((m) => m.kind === 'wl' && m.name === 'd')).toBe(false);
    const home = Number(markets.find((m) => m.kind === 'wl' && m.name === 'w')?.odds);
    const away = Number(markets.find((m) => m.kind === 'wl' && m.name === 'l')?.odds);
    expect(home).toBeLessThan(away);
    expect(book(markets.filter((m) => m.kind === 'mv').map((m) => m.odds))).toBeGreaterThan(1);
  });

  it('finds an offered pick by kind, name and line, and caches by odds version', () => {
    const match = {
      id: 5n,
      sport: 'soccer' as const,
      home_rate: 1.4,
      away_rate: 1.2,
      odds_version: 0,
    };
    expect(marketsOf(match)).toBe(marketsOf({ ...match }));
    expect(findMarket(match, { kind: 'bs', name: 'big', handicap_val: '2.5' })?.name).toBe('big');
    expect(findMarket(match, { kind: 'bs', name: 'big', handicap_val: '9.5' })).toBeUndefined();
    expect(marketsOf({ ...match, sport: 'cricket' })).toEqual([]);
  });

  it('gives cricket a winner, a toss and a total-runs market with findable options', () => {
    const markets = cricketMarkets(
      { id: 9n, home: 'India', away: 'England', home_rate: 290, away_rate: 270 },
      true,
    );
    expect(markets.map((m) => m.categoryLabel)).toEqual([
      'Match Winner',
      'Toss Winner',
      'Total Runs 560.5',
    ]);
    expect(findCricketOption(markets, '9-total_runs-over')).toMatchObject({ line: '560.5' });
    expect(findCricketOption(markets, '9-nothing')).toBeUndefined();
  });
});
