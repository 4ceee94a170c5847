import { describe, expect, it } from 'vitest';
import {
  GAME_IDS,
  GAME_STATUS,
  MARK_SIX_GAMES,
  SPORT_KEYS,
  gameCategory,
  gameKeyOf,
  isMarkSixGame,
  isSportKey,
  splitAvailability,
  visibleCategories,
} from './games';

describe('gameCategory', () => {
  it.each([
    [1, 'sports'],
    [10, 'sports'],
    [12, 'sports'],
    [13, 'lottery'],
    [20, 'lottery'],
    [21, 'games'],
    [22, 'games'],
    [28, 'games'],
    [29, 'liveGames'],
    [1000, 'liveGames'],
  ])('id %i is %s', (id, category) => {
    expect(gameCategory(id)).toBe(category);
  });

  it.each([0, -1, 12.5, Number.NaN, Infinity])('rejects %s with a RangeError', (id) => {
    expect(() => gameCategory(id)).toThrow(RangeError);
  });

  it('puts every known game in the category of spec section 1', () => {
    expect(gameCategory(GAME_IDS.bd)).toBe('sports');
    expect(gameCategory(GAME_IDS.twnmarksix)).toBe('lottery');
    expect(gameCategory(GAME_IDS.noah)).toBe('games');
    expect(gameCategory(GAME_IDS.winfinity)).toBe('liveGames');
  });
});

describe('keys', () => {
  it('maps ids back to keys', () => {
    expect(gameKeyOf(18)).toBe('gallopingmarksix');
    expect(gameKeyOf(16)).toBeUndefined();
  });

  it('lists the sports and the six mark-six draws', () => {
    expect(SPORT_KEYS).toEqual(['soccer', 'basketball', 'bd', 'cricket', '365sports']);
    expect(MARK_SIX_GAMES).toHaveLength(6);
    expect(MARK_SIX_GAMES.every((g) => gameCategory(GAME_IDS[g]) === 'lottery')).toBe(true);
    expect(isSportKey('cricket')).toBe(true);
    expect(isSportKey('pgGames')).toBe(false);
    expect(isMarkSixGame('hkmarksix')).toBe(true);
    expect(isMarkSixGame('soccer')).toBe(false);
  });
});

describe('splitAvailability', () => {
  const list = [
    { game_id: 10, status: GAME_STATUS.Active },
    { game_id: 11, status: GAME_STATUS.Disable },
    { game_id: 13, status: GAME_STATUS.Hidden },
    { game_id: 29, status: GAME_STATUS.Active },
  ];

  it('excludes hidden games from visible and lists disabled ones apart', () => {
    const split = splitAvailability(list);
    expect(split.available).toEqual(list);
    expect(split.visible).toEqual([10, 11, 29]);
    expect(split.disabled).toEqual([11]);
  });

  it('treats an unknown status as hidden', () => {
    const odd = [{ game_id: 22, status: 7 as 1 }];
    expect(splitAvailability(odd).visible).toEqual([]);
  });

  it('handles an empty list', () => {
    expect(splitAvailability([])).toEqual({ available: [], visible: [], disabled: [] });
  });
});

describe('visibleCategories', () => {
  it('returns categories with a visible game, in navigation order', () => {
    expect(visibleCategories([29, 10, 11])).toEqual(['sports', 'liveGames']);
    expect(visibleCategories([22, 13])).toEqual(['lottery', 'games']);
    expect(visibleCategories([])).toEqual([]);
  });

  it('skips invalid ids', () => {
    expect(visibleCategories([0, -3, 1.5, 28])).toEqual(['games']);
  });
});
