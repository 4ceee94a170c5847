// The games a member can report on (spec section 7, "Reports": statistics per game_id): the games
// this brand offers and the server shows (hidden games never appear, spec section 4), in the
// navigation's order: sports, mark-six lotteries, game lobbies, live games.
import { GAME_IDS, gameKeyOf, MARK_SIX_GAMES, type GameKey } from '@bet/domain/games';
import type { BrandConfig } from '../../brand/brand-config';
import { visibleLobbies } from '../games';
import { visibleSports } from '../navigation';

export function reportGames(brand: BrandConfig, visibleIds: readonly number[]): GameKey[] {
  const visible = (key: GameKey) => visibleIds.includes(GAME_IDS[key]);
  const lobbies = visibleLobbies(brand.flags, visibleIds)
    .map((lobby) => gameKeyOf(lobby.id))
    .filter((key) => key !== undefined);
  return [
    ...visibleSports(brand, visibleIds),
    ...(brand.flags.lottery ? MARK_SIX_GAMES.filter(visible) : []),
    ...lobbies,
    ...(brand.flags.liveGames && visible('winfinity') ? (['winfinity'] as const) : []),
  ];
}
