import { describe, expect, it } from 'vitest';
import {
  BET_WARNING_KEYS,
  betMargin,
  betWarnings,
  clampToMargin,
  type BetWarningsInput,
} from './bet-limits';

describe('betMargin', () => {
  it('takes the largest min and the smallest positive max', () => {
    expect(
      betMargin([
        { min: 1, max: 100 },
        { min: 5, max: 0 },
        { min: 2, max: 50 },
      ]),
    ).toEqual({ lower: 5, upper: 50 });
  });

  it('has no upper bound without a positive max', () => {
    expect(betMargin([{ min: 1, max: 0 }])).toEqual({ lower: 1, upper: Infinity });
    expect(betMargin([{ min: 1, max: -5 }])).toEqual({ lower: 1, upper: Infinity });
    expect(betMargin([])).toEqual({ lower: 0, upper: Infinity });
  });

  it('ignores non-finite values', () => {
    expect(
      betMargin([
        { min: Number.NaN, max: Number.NaN },
        { min: 2, max: 9 },
      ]),
    ).toEqual({ lower: 2, upper: 9 });
  });

  it('clamps an amount into the margin', () => {
    expect(clampToMargin(0.5, { lower: 1, upper: 10 })).toBe(1);
    expect(clampToMargin(50, { lower: 1, upper: 10 })).toBe(10);
    expect(clampToMargin(5, { lower: 1, upper: Infinity })).toBe(5);
  });
});

describe('betWarnings', () => {
  const base: BetWarningsInput = { betAmount: 10, accountBalance: 100 };

  it('has the ten keys of spec section 5', () => {
    expect(BET_WARNING_KEYS).toHaveLength(10);
  });

  it('warns nothing for a valid bet', () => {
    expect(betWarnings({ ...base, minBet: 1, maxBet: 100, exchangeRate: 1 })).toEqual([]);
  });

  it.each<[BetWarningsInput, string]>([
    [{ betAmount: 101, maxBet: 100, accountBalance: 1000 }, 'exceedsMaxBet'],
    [{ betAmount: 0.5, minBet: 1 }, 'belowMinBet'],
    [{ betAmount: 5, gameRegion: 'asia', disabledRegions: ['asia'] }, 'disabledRegions'],
    [{ betAmount: 5, gameRegion: 3, disabledRegions: ['3'] }, 'disabledRegions'],
    [{ betAmount: 50, accountBalance: 49.99 }, 'insufficientAccountBalance'],
    [{ betAmount: 5, lotteryBetAmounts: [5, 0.5], minBetGameType: 1 }, 'belowLotteryGameMinBet'],
    [{ betAmount: 5, lotteryBetAmounts: [5, 60], maxBetGameType: 50 }, 'exceedsLotteryGameMaxBet'],
    [{ betAmount: 5, multiple: 11, maxMultiple: 10 }, 'exceedsMaxMultiple'],
    [{ betAmount: 5, multiple: 1, minMultiple: 2 }, 'belowMinMultiple'],
    [{ betAmount: 5, bonus: 1001, maxBonus: 1000 }, 'exceedsMaxBonus'],
    [{ betAmount: 5, bonus: 1, minBonus: 2 }, 'belowMinBonus'],
  ])('%o warns %s', (input, key) => {
    expect(betWarnings(input)).toEqual([key]);
  });

  it('does not warn below min for an amount of 0', () => {
    expect(betWarnings({ betAmount: 0, minBet: 1 })).toEqual([]);
    expect(betWarnings({ betAmount: '0.00', minBet: 1 })).toEqual([]);
    expect(betWarnings({ betAmount: 5, lotteryBetAmounts: [0], minBetGameType: 1 })).toEqual([]);
    expect(betWarnings({ betAmount: 5, multiple: 0, minMultiple: 2 })).toEqual([]);
  });

  it('scales limits by the exchange rate', () => {
    // 10 USDT max at rate 5.5 is 55 in the selected currency.
    expect(betWarnings({ betAmount: 55, maxBet: 10, exchangeRate: 5.5 })).toEqual([]);
    expect(betWarnings({ betAmount: '55.01', maxBet: 10, exchangeRate: 5.5 })).toEqual([
      'exceedsMaxBet',
    ]);
    expect(betWarnings({ betAmount: 0.05, minBet: 0.01, exchangeRate: 5.5 })).toEqual([
      'belowMinBet',
    ]);
    expect(betWarnings({ betAmount: 0.3, minBet: 0.1, exchangeRate: 3 })).toEqual([]);
    expect(betWarnings({ betAmount: 5, bonus: 300, maxBonus: 100, exchangeRate: 3 })).toEqual([]);
    expect(
      betWarnings({ betAmount: 5, lotteryBetAmounts: [2], minBetGameType: 1, exchangeRate: 3 }),
    ).toEqual(['belowLotteryGameMinBet']);
  });

  it('does not apply unset or zero limits', () => {
    expect(
      betWarnings({
        betAmount: 1e9,
        maxBet: 0,
        maxBetGameType: 0,
        lotteryBetAmounts: [1e9],
        maxMultiple: 0,
        multiple: 99,
      }),
    ).toEqual([]);
  });

  it('reports several warnings in key order', () => {
    expect(
      betWarnings({
        betAmount: 500,
        maxBet: 100,
        accountBalance: 10,
        gameRegion: 'x',
        disabledRegions: ['x'],
      }),
    ).toEqual(['exceedsMaxBet', 'disabledRegions', 'insufficientAccountBalance']);
  });

  it('throws a typed error for malformed amounts', () => {
    expect(() => betWarnings({ betAmount: 'abc' })).toThrow(/Not a decimal/);
  });
});
