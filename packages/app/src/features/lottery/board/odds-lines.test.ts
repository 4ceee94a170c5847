import { describe, expect, it } from 'vitest';
import { MARK_SIX_BET_TYPES, type MarkSixSelection } from '@bet/domain/mark-six';
import { markSixOddsFixture } from '../../../../test/mark-six-odds';
import {
  hasOddsFor,
  markSixPick,
  markSixPickKey,
  oddsGroupName,
  oddsGroupNames,
  oddsLineOf,
  oddsProp,
  sortedAnimals,
  type LotteryOdds,
} from './odds-lines';

const odds = markSixOddsFixture();

/** Odds where every line has its own price, so finding the wrong line shows. */
const distinct: LotteryOdds = odds.map((group) => ({
  ...group,
  odds: group.odds.map((line, i) => ({
    ...line,
    odd: `${group.index + 2}.${String(i).padStart(2, '0')}`,
  })),
}));

describe('the odds line of a selection', () => {
  it.each<[MarkSixSelection, string, string]>([
    [{ type: 'specialCode', ball: 7 }, 'specialCode', '7'],
    [{ type: 'numberCode', ball: 49 }, 'numberCode', '49'],
    [{ type: 'specialCodeSide', side: 'sumOdd' }, 'specialCodeSide', 'sumOdd'],
    [{ type: 'numberCodeSide', position: 3, side: 'big' }, 'numberCodeSide3', 'big'],
    [{ type: 'specialCodeColor', pick: { color: 'red' } }, 'specialCodeColor', 'red'],
    [
      { type: 'numberCodeColor', position: 6, pick: { color: 'green', side: 'odd' } },
      'numberCodeColor6',
      'green:odd',
    ],
    [{ type: 'specialCodeAnimal', animal: 'dog' }, 'specialCodeAnimal', 'dog'],
    [{ type: 'specialCodeTail', tail: 0 }, 'specialCodeTail', '0'],
    [{ type: 'tail', tail: 9 }, 'tail', '9'],
    [
      { type: 'specialCodeCombinationZodiacs', level: 3, animals: ['rat', 'ox', 'tiger', 'dog'] },
      'specialCodeCombinationZodiacs3',
      '3',
    ],
  ])('%j is %s / %s', (selection, group, prop) => {
    expect(oddsGroupName(selection)).toBe(group);
    expect(oddsProp(selection, 'horse')).toBe(prop);
    const line = oddsLineOf(distinct, selection, 'horse');
    expect(line?.prop).toBe(prop);
    const index = distinct.find((g) => g.name === group)?.index;
    expect(line?.odd.startsWith(`${String((index ?? -10) + 2)}.`)).toBe(true);
  });

  it('prices merged animals by count, with "y" when the year animal is among them', () => {
    const merged = (animals: MarkSixSelection & { type: 'specialCodeMergeAnimal' }) =>
      oddsProp(animals, 'horse');
    expect(merged({ type: 'specialCodeMergeAnimal', animals: ['rat', 'ox', 'dog', 'pig'] })).toBe(
      '4',
    );
    expect(merged({ type: 'specialCodeMergeAnimal', animals: ['rat', 'horse', 'dog'] })).toBe('3y');
    const line = oddsLineOf(
      odds,
      { type: 'specialCodeMergeAnimal', animals: ['rat', 'horse'] },
      'horse',
    );
    expect(line).toMatchObject({ prop: '2y', odd: '5.50' });
  });

  it('has no merged-animal price without the year animal, the rest still priced', () => {
    const merged: MarkSixSelection = { type: 'specialCodeMergeAnimal', animals: ['rat', 'ox'] };
    expect(oddsProp(merged, null)).toBe(undefined);
    expect(oddsLineOf(odds, merged, null)).toBe(undefined);
    expect(oddsLineOf(odds, { type: 'specialCode', ball: 3 }, null)?.prop).toBe('3');
  });

  it('is undefined when the odds call has no such line', () => {
    const without = odds.filter((g) => g.name !== 'specialCodeAnimal');
    expect(oddsLineOf(without, { type: 'specialCodeAnimal', animal: 'rat' }, 'horse')).toBe(
      undefined,
    );
    expect(markSixPick([], { type: 'specialCode', ball: 1 }, 'horse')).toBe(undefined);
  });
});

describe('the pick of a selection', () => {
  it('carries its line odds and limits, one ticket', () => {
    expect(markSixPick(odds, { type: 'specialCode', ball: 7 }, 'horse')).toEqual({
      key: 'specialCode:7',
      selection: { type: 'specialCode', ball: 7 },
      odds: '46.06',
      min: '1',
      max: '5000',
      tickets: 1,
    });
  });

  it('keys animals in zodiac order, whatever order they were chosen in', () => {
    const a = markSixPick(
      odds,
      { type: 'specialCodeMergeAnimal', animals: ['pig', 'rat', 'tiger'] },
      'horse',
    );
    const b = markSixPick(
      odds,
      { type: 'specialCodeMergeAnimal', animals: ['tiger', 'pig', 'rat'] },
      'horse',
    );
    expect(a?.key).toBe('specialCodeMergeAnimal:rat,tiger,pig');
    expect(b?.key).toBe(a?.key);
    expect(a?.selection).toEqual({
      type: 'specialCodeMergeAnimal',
      animals: ['rat', 'tiger', 'pig'],
    });
  });

  it('counts one ticket per group of a combination', () => {
    const pick = markSixPick(
      odds,
      { type: 'specialCodeCombinationZodiacs', level: 2, animals: ['dog', 'rat', 'ox', 'pig'] },
      'horse',
    );
    expect(pick).toMatchObject({
      key: 'specialCodeCombinationZodiacs:2:rat,ox,dog,pig',
      odds: '4.26',
      tickets: 6,
    });
  });

  it('gives every selection of a board its own key', () => {
    const keys = [
      markSixPickKey({ type: 'specialCode', ball: 7 }),
      markSixPickKey({ type: 'numberCode', ball: 7 }),
      markSixPickKey({ type: 'specialCodeTail', tail: 7 }),
      markSixPickKey({ type: 'tail', tail: 7 }),
      markSixPickKey({ type: 'specialCodeSide', side: 'big' }),
      markSixPickKey({ type: 'numberCodeSide', position: 1, side: 'big' }),
      markSixPickKey({ type: 'numberCodeSide', position: 2, side: 'big' }),
      markSixPickKey({ type: 'specialCodeColor', pick: { color: 'red' } }),
      markSixPickKey({ type: 'specialCodeColor', pick: { color: 'red', side: 'big' } }),
      markSixPickKey({ type: 'numberCodeColor', position: 1, pick: { color: 'red' } }),
      markSixPickKey({ type: 'specialCodeCombinationZodiacs', level: 2, animals: ['rat', 'ox'] }),
      markSixPickKey({ type: 'specialCodeCombinationZodiacs', level: 1, animals: ['rat', 'ox'] }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sorts animals in zodiac order and drops repeats', () => {
    expect(sortedAnimals(['pig', 'rat', 'pig', 'horse'])).toEqual(['rat', 'horse', 'pig']);
  });
});

describe('the groups of a bet type', () => {
  it('cover every group of the odds call, each once', () => {
    const names = MARK_SIX_BET_TYPES.flatMap(oddsGroupNames);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(odds.map((group) => group.name).sort());
  });

  it('tell a type the odds call does not price', () => {
    expect(MARK_SIX_BET_TYPES.every((type) => hasOddsFor(odds, type))).toBe(true);
    const noTails = odds.map((group) => (group.name === 'tail' ? { ...group, odds: [] } : group));
    expect(hasOddsFor(noTails, 'tail')).toBe(false);
    expect(hasOddsFor(noTails, 'specialCodeTail')).toBe(true);
    expect(hasOddsFor([], 'specialCode')).toBe(false);
  });
});
