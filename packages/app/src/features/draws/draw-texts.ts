// The namespace of a draw game's page strings (draws.*, trends.title): mark six speaks of draws,
// ten-car racing of races and results, so each game reads the same keys from its own namespace;
// and the key of a game's name, which heads its page, its switcher entry and its past draws.
import type { Namespace } from '@bet/i18n';
import type { DrawGame } from './draw-bets';

export type DrawTextNamespace = 'lottery' | 'racing';

export function drawTextsOf(game: DrawGame): DrawTextNamespace {
  return game === 'pk10' ? 'racing' : 'lottery';
}

/** The key of the game's name (common:games.*). */
export function drawGameNameKey<G extends DrawGame>(game: G): `common:games.${G}` {
  return `common:games.${game}`;
}

/**
 * The strings a draw game's pages read, by its namespace: its own, the draws kit's ('lottery' and
 * 'betting') and the errors. Its routes load them; /lottery starts them for its likely game.
 */
export const DRAW_PAGE_NAMESPACES: Readonly<Record<DrawTextNamespace, readonly Namespace[]>> = {
  lottery: ['lottery', 'betting', 'errors'],
  racing: ['racing', 'lottery', 'betting', 'errors'],
};

/** The strings the game's pages read (DRAW_PAGE_NAMESPACES). */
export function drawPageNamespaces(game: DrawGame): readonly Namespace[] {
  return DRAW_PAGE_NAMESPACES[drawTextsOf(game)];
}
