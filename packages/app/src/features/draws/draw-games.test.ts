import { GAME_IDS } from '@bet/domain/games';
import { describe, expect, it } from 'vitest';
import { testBrand } from '../../../test/test-app';
import { chosenDrawGame, isDrawGameDisabled, likelyDrawGame, offeredDrawGames } from './draw-games';

const flags = testBrand().flags;
const ALL = Object.values(GAME_IDS);

describe('offeredDrawGames', () => {
  it('lists the visible mark-six games in their order, then pk10 with the racing flag', () => {
    expect(offeredDrawGames(flags, [20, 13, 18, 10])).toEqual([
      'hkmarksix',
      'gallopingmarksix',
      'twnmarksix',
      'pk10',
    ]);
    expect(offeredDrawGames({ ...flags, racing: false }, ALL)).toHaveLength(6);
  });

  it('offers no mark-six game without the lottery flag, and none that is hidden', () => {
    expect(offeredDrawGames({ ...flags, lottery: false }, ALL)).toEqual(['pk10']);
    expect(offeredDrawGames({ ...flags, racing: false }, [10, 22])).toEqual([]);
  });

  it('marks a disabled mark-six game; pk10 has no availability row', () => {
    expect(isDrawGameDisabled('ammarksix', [14])).toBe(true);
    expect(isDrawGameDisabled('hkmarksix', [14])).toBe(false);
    expect(isDrawGameDisabled('pk10', [14])).toBe(false);
  });
});

describe('chosenDrawGame', () => {
  it('takes the stored game while offered, else the first offered one', () => {
    expect(chosenDrawGame(['hkmarksix', 'ammarksix'], 'ammarksix')).toBe('ammarksix');
    expect(chosenDrawGame(['hkmarksix', 'ammarksix'], 'sgnmarksix')).toBe('hkmarksix');
    expect(chosenDrawGame(['hkmarksix', 'pk10'], 'pk10')).toBe('pk10');
    expect(chosenDrawGame(['hkmarksix'], null)).toBe('hkmarksix');
    expect(chosenDrawGame([], 'hkmarksix')).toBeUndefined();
  });
});

describe('likelyDrawGame', () => {
  it("guesses the stored choice when the brand can offer it, else the brand's first draw game", () => {
    expect(likelyDrawGame(flags, 'twnmarksix')).toBe('twnmarksix');
    expect(likelyDrawGame(flags, null)).toBe('hkmarksix');
    expect(likelyDrawGame(flags, 'pk10')).toBe('pk10');
    expect(likelyDrawGame({ ...flags, racing: false }, 'pk10')).toBe('hkmarksix');
    expect(likelyDrawGame({ ...flags, lottery: false }, 'hkmarksix')).toBe('pk10');
    expect(likelyDrawGame({ ...flags, lottery: false, racing: false }, null)).toBeUndefined();
  });
});
