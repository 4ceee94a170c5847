// Where each visible game lives, for /game (spec section 2: "redirects to the first visible
// game") and the games menu. Provider lobbies are /game/pgGame, /game/tadaGame and /game/noah.
import { GAME_IDS } from '@bet/domain/games';
import type { BrandFlags } from '../../../brand/brand-config';

export const GAME_LOBBIES = [
  { id: GAME_IDS.pgGames, type: 'pgGame', labelKey: 'common:games.pgGames' },
  { id: GAME_IDS.tadaGames, type: 'tadaGame', labelKey: 'common:games.tadaGames' },
  { id: GAME_IDS.noah, type: 'noah', labelKey: 'common:games.noah' },
] as const;

export type GameLobby = (typeof GAME_LOBBIES)[number];

/** Provider lobbies with a visible game, in menu order (none when the brand has no games). */
export function visibleLobbies(flags: BrandFlags, visibleIds: readonly number[]): GameLobby[] {
  if (!flags.games) return [];
  return GAME_LOBBIES.filter((lobby) => visibleIds.includes(lobby.id));
}

/** The first visible game's page: a provider lobby, else live games; undefined when none. */
export function firstVisibleGamePath(
  flags: BrandFlags,
  visibleIds: readonly number[],
): string | undefined {
  const lobby = visibleLobbies(flags, visibleIds)[0];
  if (lobby !== undefined) return `/game/${lobby.type}`;
  if (flags.liveGames && visibleIds.includes(GAME_IDS.winfinity)) return '/live-games';
  return undefined;
}
