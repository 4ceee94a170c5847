import { describe, expect, it } from 'vitest';
import {
  FAIR_SUM_ODDS,
  DEFAULT_PK10_SUBSET,
  FAIR_SUM_SIDE_ODDS,
  PK10_POSITIONS,
  PK10_SUBSETS,
  RacingError,
  championRunnerUpSum,
  dragonTiger,
  fairSumOdds,
  isPk10Subset,
  pk10SubsetIndexes,
  racingGroupSelections,
  racingOddsGroup,
  racingSelectionId,
  settleRacingBet,
  twoSides,
  validatePk10Draw,
} from './racing';

const draw = [3, 8, 1, 10, 5, 2, 9, 4, 7, 6];

describe('validatePk10Draw', () => {
  it('accepts permutations of 1..10 only', () => {
    expect(validatePk10Draw(draw)).toEqual({ ok: true });
    expect(validatePk10Draw(draw.slice(0, 9))).toEqual({ ok: false, error: 'length' });
    expect(validatePk10Draw([11, ...draw.slice(1)])).toEqual({ ok: false, error: 'range' });
    expect(validatePk10Draw([3, 3, 1, 10, 5, 2, 9, 4, 7, 6])).toEqual({
      ok: false,
      error: 'duplicate',
    });
    expect(validatePk10Draw([1.5, ...draw.slice(1)])).toEqual({ ok: false, error: 'range' });
  });
});

describe('two sides', () => {
  it('big is 6-10, small 1-5', () => {
    expect(twoSides(5)).toEqual({ big: false, small: true, odd: true, even: false });
    expect(twoSides(6)).toEqual({ big: true, small: false, odd: false, even: true });
    expect(() => twoSides(0)).toThrow(RangeError);
    expect(() => twoSides(11)).toThrow(RangeError);
  });

  it('names the ten positions', () => {
    expect(PK10_POSITIONS).toHaveLength(10);
    expect(PK10_POSITIONS[0]).toBe('champion');
    expect(PK10_POSITIONS[9]).toBe('tenth');
  });
});

describe('championRunnerUpSum', () => {
  it('sums the first two cars', () => {
    expect(championRunnerUpSum(draw)).toEqual({
      sum: 11,
      big: false,
      small: true,
      odd: true,
      even: false,
      refund: false,
    });
    expect(championRunnerUpSum([10, 2, 1, 3, 4, 5, 6, 7, 8, 9])).toMatchObject({
      sum: 12,
      big: true,
      small: false,
    });
  });

  it('refunds on 11 only with the flag', () => {
    expect(championRunnerUpSum(draw, { refundOn11: true }).refund).toBe(true);
    expect(championRunnerUpSum([10, 2, 1, 3, 4, 5, 6, 7, 8, 9], { refundOn11: true }).refund).toBe(
      false,
    );
  });

  it('rejects a malformed draw', () => {
    expect(() => championRunnerUpSum([1, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toThrow(RacingError);
  });
});

describe('dragonTiger', () => {
  it('compares position i with 11-i; the higher car is the dragon', () => {
    // 1: 3 vs 6 tiger; 2: 8 vs 7 dragon; 3: 1 vs 4 tiger; 4: 10 vs 9 dragon; 5: 5 vs 2 dragon
    expect(([1, 2, 3, 4, 5] as const).map((p) => dragonTiger(draw, p))).toEqual([
      'tiger',
      'dragon',
      'tiger',
      'dragon',
      'dragon',
    ]);
    expect(() => dragonTiger(draw, 6 as 5)).toThrow(RangeError);
  });
});

describe('fair odds', () => {
  it('are 90 / ways for the 90 ordered pairs', () => {
    expect(Object.keys(FAIR_SUM_ODDS).map(Number)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect([3, 5, 7, 9, 11, 12, 19].map((s) => fairSumOdds(s))).toEqual([
      45, 22.5, 15, 11.25, 9, 11.25, 45,
    ]);
    expect(fairSumOdds(2)).toBeUndefined();
    const totalProbability = Object.values(FAIR_SUM_ODDS).reduce((sum, odds) => sum + 1 / odds, 0);
    expect(totalProbability).toBeCloseTo(1, 12);
    expect(FAIR_SUM_SIDE_ODDS).toEqual({ big: 2.25, small: 1.8, odd: 1.8, even: 2.25 });
  });
});

describe('racingOddsGroup', () => {
  it('maps indexes per spec section 9', () => {
    expect(racingOddsGroup(0)).toEqual({ group: 'twoSide', position: 1 });
    expect(racingOddsGroup(9)).toEqual({ group: 'twoSide', position: 10 });
    expect(racingOddsGroup(10)).toEqual({ group: 'sum', part: 'value' });
    expect(racingOddsGroup(11)).toEqual({ group: 'sum', part: 'sides' });
    expect(racingOddsGroup(12)).toEqual({ group: 'position', position: 1 });
    expect(racingOddsGroup(16)).toEqual({ group: 'position', position: 5 });
    expect(racingOddsGroup(17)).toEqual({ group: 'position', position: 6 });
    expect(racingOddsGroup(21)).toEqual({ group: 'position', position: 10 });
    expect(racingOddsGroup(22)).toEqual({ group: 'dragonTiger', position: 1 });
    expect(racingOddsGroup(26)).toEqual({ group: 'dragonTiger', position: 5 });
    expect(racingOddsGroup(27)).toBeUndefined();
    expect(racingOddsGroup(-1)).toBeUndefined();
  });
});

describe('settleRacingBet', () => {
  const s = { stake: 10, odds: 1.95 };
  it('settles every bet type', () => {
    expect(
      settleRacingBet({ ...s, odds: 9.9, type: 'position', position: 1, car: 3 }, draw),
    ).toEqual({ outcome: 'win', payout: '99.00' });
    expect(settleRacingBet({ ...s, type: 'position', position: 2, car: 3 }, draw).outcome).toBe(
      'loss',
    );
    expect(settleRacingBet({ ...s, type: 'twoSide', position: 4, side: 'big' }, draw)).toEqual({
      outcome: 'win',
      payout: '19.50',
    });
    expect(
      settleRacingBet({ ...s, odds: 9, type: 'sumValue', sum: 11 }, draw, { refundOn11: true }),
    ).toEqual({ outcome: 'win', payout: '90.00' });
    expect(settleRacingBet({ ...s, type: 'sumSide', side: 'small' }, draw).outcome).toBe('win');
    expect(
      settleRacingBet({ ...s, type: 'sumSide', side: 'small' }, draw, { refundOn11: true }),
    ).toEqual({ outcome: 'refund', payout: '10.00' });
    expect(
      settleRacingBet({ ...s, type: 'dragonTiger', position: 2, pick: 'dragon' }, draw).outcome,
    ).toBe('win');
    expect(
      settleRacingBet({ ...s, type: 'dragonTiger', position: 1, pick: 'dragon' }, draw),
    ).toEqual({ outcome: 'loss', payout: '0.00' });
  });

  it('rejects bad draws and stakes', () => {
    expect(() => settleRacingBet({ ...s, type: 'sumValue', sum: 3 }, [1, 2])).toThrow(RacingError);
    expect(() => settleRacingBet({ ...s, stake: -1, type: 'sumValue', sum: 3 }, draw)).toThrow(
      RangeError,
    );
    expect(() => settleRacingBet({ ...s, stake: 'x', type: 'sumValue', sum: 3 }, draw)).toThrow();
  });
});

describe('pk10 subsets', () => {
  it('open on two sides and cover the 27 groups of spec section 9 once, in order', () => {
    expect(DEFAULT_PK10_SUBSET).toBe('twoSides');
    expect(PK10_SUBSETS.flatMap((subset) => pk10SubsetIndexes(subset))).toEqual(
      Array.from({ length: 27 }, (_, i) => i),
    );
    expect(pk10SubsetIndexes('sum')).toEqual([10, 11]);
    expect(pk10SubsetIndexes('oneToFive')).toEqual([12, 13, 14, 15, 16]);
    expect(pk10SubsetIndexes('sixToTen')).toEqual([17, 18, 19, 20, 21]);
    expect(pk10SubsetIndexes('dragonTiger')).toEqual([22, 23, 24, 25, 26]);
  });

  it('groups only the indexes of their kind', () => {
    expect(pk10SubsetIndexes('twoSides').map((i) => racingOddsGroup(i)?.group)).toEqual(
      Array(10).fill('twoSide'),
    );
    expect(pk10SubsetIndexes('sixToTen').map((i) => racingOddsGroup(i))).toEqual(
      [6, 7, 8, 9, 10].map((position) => ({ group: 'position', position })),
    );
  });

  it('recognises stored subset names', () => {
    expect(isPk10Subset('dragonTiger')).toBe(true);
    expect(isPk10Subset('twoSide')).toBe(false);
    expect(isPk10Subset(null)).toBe(false);
  });
});

describe('racingSelectionId', () => {
  it('names each line as the odds list does', () => {
    expect(racingSelectionId({ type: 'twoSide', position: 3, side: 'big' })).toBe('twoSide:3:big');
    expect(racingSelectionId({ type: 'sumValue', sum: 11 })).toBe('sumValue:11');
    expect(racingSelectionId({ type: 'sumSide', side: 'odd' })).toBe('sumSide:odd');
    expect(racingSelectionId({ type: 'position', position: 7, car: 2 })).toBe('position:7:2');
    expect(racingSelectionId({ type: 'dragonTiger', position: 2, pick: 'tiger' })).toBe(
      'dragonTiger:2:tiger',
    );
  });

  it('ignores stake and odds, so a placed bet keys the same line', () => {
    const bet = { stake: 5, odds: '9.40', type: 'position', position: 4, car: 9 } as const;
    expect(racingSelectionId(bet)).toBe('position:4:9');
  });
});

describe('racingGroupSelections', () => {
  it('lists every line of a group', () => {
    expect(racingGroupSelections(2)).toEqual(
      ['big', 'small', 'odd', 'even'].map((side) => ({ type: 'twoSide', position: 3, side })),
    );
    expect(racingGroupSelections(10).map((s) => (s.type === 'sumValue' ? s.sum : 0))).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(racingGroupSelections(11).map((s) => s.type)).toEqual(Array(4).fill('sumSide'));
    expect(racingGroupSelections(21)).toHaveLength(10);
    expect(racingGroupSelections(21)[0]).toEqual({ type: 'position', position: 10, car: 1 });
    expect(racingGroupSelections(26)).toEqual([
      { type: 'dragonTiger', position: 5, pick: 'dragon' },
      { type: 'dragonTiger', position: 5, pick: 'tiger' },
    ]);
    expect(racingGroupSelections(27)).toEqual([]);
  });

  it('gives 171 distinct lines over the 27 groups', () => {
    const ids = Array.from({ length: 27 }, (_, i) => racingGroupSelections(i))
      .flat()
      .map(racingSelectionId);
    expect(ids).toHaveLength(40 + 17 + 4 + 100 + 10);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
