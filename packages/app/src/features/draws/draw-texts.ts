// The namespace of a draw game's page strings (draws.*, trends.title): mark six speaks of draws,
// ten-car racing of races and results, so each game reads the same keys from its own namespace.
import type { DrawGame } from './draw-bets';

export type DrawTextNamespace = 'lottery' | 'racing';

export function drawTextsOf(game: DrawGame): DrawTextNamespace {
  return game === 'pk10' ? 'racing' : 'lottery';
}
