import { describe, expect, it } from 'vitest';
import { offeredGroups, racingPick, racingPrices, type RacingOdds } from './racing-pick';

const odds: RacingOdds = {
  odds_name: Array.from({ length: 27 }, () => ({ value: 'x', subset: 'y' })),
  odds: [
    { id: 'twoSide:1:big', v: '1.88' },
    { id: 'position:7:2', v: '9.40' },
    { id: 'dragonTiger:2:tiger', v: '1.88' },
  ],
};
const limits = [
  {
    game_type: 'twoSide',
    bet_min: '1',
    bet_max: '2000',
    multiple_min: 1,
    multiple_max: 1,
    bonus_min: '0',
    bonus_max: '0',
  },
];
const prices = racingPrices(odds);

describe('racingPick', () => {
  it('keys a line by its odds id, with its odds and its bet type limits', () => {
    expect(racingPick({ type: 'twoSide', position: 1, side: 'big' }, prices, limits)).toEqual({
      key: 'twoSide:1:big',
      selection: { type: 'twoSide', position: 1, side: 'big' },
      odds: '1.88',
      min: '1',
      max: '2000',
      tickets: 1,
    });
  });

  it('has no limits where the game has no row for the type', () => {
    expect(racingPick({ type: 'position', position: 7, car: 2 }, prices, limits)).toMatchObject({
      key: 'position:7:2',
      odds: '9.40',
      min: '0',
      max: '0',
    });
  });

  it('is undefined for a line the odds do not price', () => {
    expect(racingPick({ type: 'sumValue', sum: 11 }, prices, limits)).toBeUndefined();
  });
});

describe('offeredGroups', () => {
  it('keeps the groups of a subset with a priced line', () => {
    expect(offeredGroups(odds, prices, 'twoSides')).toEqual([0]);
    expect(offeredGroups(odds, prices, 'sixToTen')).toEqual([18]); // seventh = 11 + 7
    expect(offeredGroups(odds, prices, 'dragonTiger')).toEqual([23]);
    expect(offeredGroups(odds, prices, 'sum')).toEqual([]);
  });

  it('drops a group odds_name does not name', () => {
    expect(offeredGroups({ ...odds, odds_name: [] }, prices, 'twoSides')).toEqual([]);
  });
});
