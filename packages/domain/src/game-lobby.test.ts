import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, filterLobbyGames, lobbyCategories, searchText } from './game-lobby';

const GAMES = [
  { id: '1', name: 'Fortune Gems', category: 'slots' },
  { id: '2', name: 'Royal Fishing', category: 'fishing' },
  { id: '3', name: 'Mahjong Wáys', category: 'slots' },
  { id: '4', name: 'Fortune Ox', category: ' slots ' },
  { id: '5', name: 'Mystery', category: '' },
];

describe('lobbyCategories', () => {
  it('lists each non-empty category once, in the provider order', () => {
    expect(lobbyCategories(GAMES)).toEqual(['slots', 'fishing']);
    expect(lobbyCategories([])).toEqual([]);
  });
});

describe('filterLobbyGames', () => {
  const ids = (search: string, category = ALL_CATEGORIES) =>
    filterLobbyGames(GAMES, { search, category }).map((game) => game.id);

  it('keeps everything with an empty search and every category', () => {
    expect(ids('')).toEqual(['1', '2', '3', '4', '5']);
    expect(ids('   ')).toEqual(['1', '2', '3', '4', '5']);
  });

  it('matches every word of the search, ignoring case, accents and spacing', () => {
    expect(ids('fortune')).toEqual(['1', '4']);
    expect(ids('  OX   fortune ')).toEqual(['4']);
    expect(ids('mahjong ways')).toEqual(['3']);
    expect(ids('wáys')).toEqual(['3']);
    expect(ids('tiger')).toEqual([]);
  });

  it('narrows to one category', () => {
    expect(ids('', 'fishing')).toEqual(['2']);
    expect(ids('fortune', 'slots')).toEqual(['1', '4']);
    expect(ids('royal', 'slots')).toEqual([]);
  });
});

describe('searchText', () => {
  it('normalises for comparison', () => {
    expect(searchText('  Ação  RÁPIDA ')).toBe('acao rapida');
  });
});
