import { describe, expect, it } from 'vitest';
import {
  LOTTERY_ODDS_GROUPS,
  MARK_SIX_BET_TYPES,
  PLACE_LOTTERY_BET_ACTION_ID,
  lotteryOddsGroup,
  subsetsOf,
  validateCombinationZodiacs,
  validateMergedAnimalSelection,
} from './mark-six';

describe('validateMergedAnimalSelection', () => {
  it('needs 2 to 9 animals', () => {
    expect(validateMergedAnimalSelection(1, { exactlySix: false })).toEqual({
      ok: false,
      error: 'atLeastTwo',
    });
    expect(validateMergedAnimalSelection(2, { exactlySix: false })).toEqual({ ok: true });
    expect(validateMergedAnimalSelection(9, { exactlySix: false })).toEqual({ ok: true });
    expect(validateMergedAnimalSelection(10, { exactlySix: false })).toEqual({
      ok: false,
      error: 'mostNine',
    });
  });

  it('needs exactly six for the brand variant that asks for it', () => {
    expect(validateMergedAnimalSelection(6, { exactlySix: true })).toEqual({ ok: true });
    expect(validateMergedAnimalSelection(5, { exactlySix: true })).toEqual({
      ok: false,
      error: 'shouldSelectSix',
    });
    expect(validateMergedAnimalSelection(7, { exactlySix: true })).toEqual({
      ok: false,
      error: 'shouldSelectSix',
    });
  });
});

describe('validateCombinationZodiacs', () => {
  it('level 1: 1 to 5', () => {
    expect(validateCombinationZodiacs(0, 1)).toEqual({ ok: false, error: 'atLeastOne' });
    expect(validateCombinationZodiacs(1, 1)).toEqual({ ok: true });
    expect(validateCombinationZodiacs(5, 1)).toEqual({ ok: true });
    expect(validateCombinationZodiacs(6, 1)).toEqual({ ok: false, error: 'mostFive' });
  });

  it.each([2, 3, 4, 5])('level %i needs at least that many', (level) => {
    expect(validateCombinationZodiacs(level - 1, level)).toEqual({
      ok: false,
      error: `atLeastCombinationLevel${level}`,
    });
    expect(validateCombinationZodiacs(level, level)).toEqual({ ok: true });
    expect(validateCombinationZodiacs(6, level)).toEqual({ ok: false, error: 'mostFive' });
  });

  it('rejects unknown levels', () => {
    expect(() => validateCombinationZodiacs(3, 0)).toThrow(RangeError);
    expect(() => validateCombinationZodiacs(3, 6)).toThrow(RangeError);
  });
});

describe('tables', () => {
  it('lists the eleven bet types and the action id', () => {
    expect(MARK_SIX_BET_TYPES).toHaveLength(11);
    expect(PLACE_LOTTERY_BET_ACTION_ID).toBe(0);
  });

  it('maps odds indexes 21-29', () => {
    expect(Object.keys(LOTTERY_ODDS_GROUPS).map(Number)).toEqual([
      21, 22, 23, 24, 25, 26, 27, 28, 29,
    ]);
    expect(lotteryOddsGroup(21)).toEqual({ type: 'specialCodeAnimal' });
    expect(lotteryOddsGroup(29)).toEqual({ type: 'specialCodeCombinationZodiacs', level: 5 });
    expect(lotteryOddsGroup(20)).toBeUndefined();
  });

  it('lists k-subsets', () => {
    expect(subsetsOf(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(subsetsOf(['a'], 2)).toEqual([]);
  });
});
