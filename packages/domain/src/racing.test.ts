import { describe, expect, it } from 'vitest';
import {
  FAIR_SUM_ODDS,
  FAIR_SUM_SIDE_ODDS,
  PK10_POSITIONS,
  RacingError,
  championRunnerUpSum,
  dragonTiger,
  fairSumOdds,
  racingOddsGroup,
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
