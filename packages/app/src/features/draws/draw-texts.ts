// The namespace of a draw game's page strings (draws.*, trends.title): mark six speaks of draws,
// ten-car racing of races and results, so each game reads the same keys from its own namespace;
// and the key of a game's name, which heads its page, its switcher entry and its past draws.
import type { DrawGame } from './draw-bets';

export type DrawTextNamespace = 'lottery' | 'racing';

export function drawTextsOf(game: DrawGame): DrawTextNamespace {
  return game === 'pk10' ? 'racing' : 'lottery';
}

/** The key of the game's name (common:games.*). */
export function drawGameNameKey<G extends DrawGame>(game: G): `common:games.${G}` {
  return `common:games.${game}`;
}
