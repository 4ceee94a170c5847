// The game providers behind /game/{type} and /game/play/{type}/{id} (spec section 2): the three
// lobbies of spec section 1 (pgGames, tadaGames, noah) and winfinity, the live-game provider.
// Each names its availability id (spec section 3), the brand flag that offers it, its game list
// call and its launch call (spec section 7, "Third-party games").
import { GAME_IDS } from '@bet/domain/games';
import type { TranslationKey } from '@bet/i18n';
import type { BrandFlags } from '../../brand/brand-config';
import { GAME_LOBBIES } from './availability/game-paths';

/** The game list call of each provider. */
type ListEndpoint =
  'games.pgGames' | 'games.tadaGames' | 'games.noahGames' | 'games.winfinityGames';

export interface GameProvider {
  /** The {type} of the paths: pgGame, tadaGame, noah, winfinity. */
  readonly type: string;
  readonly gameId: number;
  readonly labelKey: TranslationKey;
  /** The brand flag that offers it. */
  readonly flag: 'games' | 'liveGames';
  readonly list: ListEndpoint;
  /**
   * 'any' launches through games.launch (the lobby calls pg/{id}, startForUrl/{id} and
   * login/{id} take no body, and spec section 7 says a launch sends the device and frame size);
   * 'winfinity' through its own POST login/{country}/{id}, which does.
   */
  readonly launch: 'any' | 'winfinity';
  /** Where closing the game goes back to. */
  readonly home: string;
}

const LISTS = {
  [GAME_IDS.pgGames]: 'games.pgGames',
  [GAME_IDS.tadaGames]: 'games.tadaGames',
  [GAME_IDS.noah]: 'games.noahGames',
} as const;

export const WINFINITY: GameProvider = {
  type: 'winfinity',
  gameId: GAME_IDS.winfinity,
  labelKey: 'common:games.winfinity',
  flag: 'liveGames',
  list: 'games.winfinityGames',
  launch: 'winfinity',
  // Spec section 2: closing the live-game loader returns to /live-games.
  home: '/live-games',
};

export const GAME_PROVIDERS: readonly GameProvider[] = [
  ...GAME_LOBBIES.map((lobby): GameProvider => ({
    type: lobby.type,
    gameId: lobby.id,
    labelKey: lobby.labelKey,
    flag: 'games',
    list: LISTS[lobby.id],
    launch: 'any',
    home: `/game/${lobby.type}`,
  })),
  WINFINITY,
];

/** The provider of a {type} path segment, case-insensitively (/game/pggame works too). */
export function providerOfType(type: string | undefined): GameProvider | undefined {
  const wanted = (type ?? '').toLowerCase();
  return GAME_PROVIDERS.find((provider) => provider.type.toLowerCase() === wanted);
}

export function brandOffers(flags: BrandFlags, provider: GameProvider): boolean {
  return flags[provider.flag];
}
