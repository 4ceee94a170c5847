// A provider lobby's list (spec section 2: /game/pgGame, /game/tadaGame, /game/noah): the
// categories its games have, and the games that match a search and a category.

export interface LobbyGame {
  readonly name: string;
  readonly category: string;
}

/** The category filter that keeps every game. */
export const ALL_CATEGORIES = 'all';

/** Distinct non-empty categories, in the order the provider lists them. */
export function lobbyCategories(games: readonly LobbyGame[]): string[] {
  const seen = new Set<string>();
  for (const game of games) {
    const category = game.category.trim();
    if (category !== '' && category !== ALL_CATEGORIES) seen.add(category);
  }
  return [...seen];
}

/** Lower case, accents removed, spaces collapsed: 'Mahjong  Wáys' matches 'mahjong ways'. */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface LobbyFilter {
  readonly search: string;
  /** A category of lobbyCategories, or ALL_CATEGORIES. */
  readonly category: string;
}

/** Games of the category whose name contains every word of the search, in the given order. */
export function filterLobbyGames<G extends LobbyGame>(
  games: readonly G[],
  filter: LobbyFilter,
): G[] {
  const words = searchText(filter.search).split(' ').filter(Boolean);
  return games.filter(
    (game) =>
      (filter.category === ALL_CATEGORIES || game.category.trim() === filter.category) &&
      words.every((word) => searchText(game.name).includes(word)),
  );
}
