// The third-party and live game lobbies (spec section 1: pgGames, tadaGames, noah; winfinity for
// live games) and the card (ky) and NG wallets. Every game launches the server's own demo game;
// pictures are generated (static-routes.ts). Winfinity's ids are those of the seeded live-games
// list, so a live-game card opens its game.
import { GAME_IDS } from '@bet/domain/games';

export const LOBBY_PROVIDERS = ['pg', 'tada', 'noah', 'winfinity'] as const;
export type LobbyProvider = (typeof LOBBY_PROVIDERS)[number];
/** Every game wallet: the lobbies plus the card and NG platforms. */
export type WalletProvider = LobbyProvider | 'ky' | `ng:${string}`;

export interface ProviderGame {
  id: string;
  name: string;
  category: string;
  provider: LobbyProvider | 'ky';
  providerLabel: string;
}

interface ProviderInfo {
  label: string;
  /** Its id in spec section 3 (availability, statistics). */
  gameId: number | null;
  games: readonly (readonly [id: string, name: string, category: string])[];
}

export const PROVIDERS: Readonly<Record<LobbyProvider | 'ky', ProviderInfo>> = {
  pg: {
    label: 'PG Soft',
    gameId: GAME_IDS.pgGames,
    games: [
      ['1001', 'Fortune Tiger', 'slots'],
      ['1002', 'Mahjong Ways', 'slots'],
      ['1003', 'Lucky Neko', 'slots'],
      ['1004', 'Treasures of Aztec', 'slots'],
      ['1005', 'Dragon Hatch', 'slots'],
      ['1006', 'Ganesha Gold', 'slots'],
      ['1007', 'Wild Bandito', 'slots'],
      ['1008', 'Candy Burst', 'slots'],
      ['1009', 'Jungle Delight', 'slots'],
      ['1010', 'Fortune Ox', 'slots'],
      ['1011', 'Double Fortune', 'slots'],
      ['1012', 'Phoenix Rises', 'slots'],
    ],
  },
  tada: {
    label: 'TaDa Gaming',
    gameId: GAME_IDS.tadaGames,
    games: [
      ['tada-fortune-gems', 'Fortune Gems', 'slots'],
      ['tada-super-ace', 'Super Ace', 'slots'],
      ['tada-golden-empire', 'Golden Empire', 'slots'],
      ['tada-crazy-777', 'Crazy 777', 'slots'],
      ['tada-royal-fishing', 'Royal Fishing', 'fishing'],
      ['tada-mega-fishing', 'Mega Fishing', 'fishing'],
      ['tada-money-coming', 'Money Coming', 'slots'],
      ['tada-boxing-king', 'Boxing King', 'slots'],
      ['tada-lucky-coming', 'Lucky Coming', 'slots'],
      ['tada-charge-buffalo', 'Charge Buffalo', 'slots'],
    ],
  },
  noah: {
    label: 'Noah',
    gameId: GAME_IDS.noah,
    games: [
      ['noah-ark-riches', 'Ark Riches', 'slots'],
      ['noah-rainbow-reels', 'Rainbow Reels', 'slots'],
      ['noah-flood-fortune', 'Flood Fortune', 'slots'],
      ['noah-dove-wins', 'Dove Wins', 'slots'],
      ['noah-forty-days', 'Forty Days', 'slots'],
      ['noah-olive-branch', 'Olive Branch', 'arcade'],
      ['noah-mount-ararat', 'Mount Ararat', 'arcade'],
      ['noah-twin-animals', 'Twin Animals', 'slots'],
    ],
  },
  winfinity: {
    label: 'Winfinity',
    gameId: GAME_IDS.winfinity,
    games: [
      ['winfinity-1', 'Live Roulette', 'live'],
      ['winfinity-2', 'Live Baccarat', 'live'],
      ['winfinity-3', 'Live Blackjack', 'live'],
      ['winfinity-4', 'Dragon Tiger', 'live'],
    ],
  },
  ky: {
    label: 'KY Cards',
    gameId: null,
    games: [
      ['620', 'Texas Hold’em', 'cards'],
      ['630', 'Three Card Poker', 'cards'],
      ['720', 'Fight the Landlord', 'cards'],
      ['830', 'Grab Banker Niu Niu', 'cards'],
    ],
  },
};

/** NG platforms whose wallets the ng calls move money in and out of (a fact of @bet/domain). */
export { NG_PLATFORMS } from '@bet/domain/games';

export function providerGames(provider: LobbyProvider | 'ky'): ProviderGame[] {
  const info = PROVIDERS[provider];
  return info.games.map(([id, name, category]) => ({
    id,
    name,
    category,
    provider,
    providerLabel: info.label,
  }));
}

export function findProviderGame(provider: string, id: string): ProviderGame | undefined {
  if (!(provider in PROVIDERS)) return undefined;
  return providerGames(provider as LobbyProvider | 'ky').find((game) => game.id === id);
}

export function gamePictureUrl(origin: string, game: ProviderGame): string {
  return `${origin}/static/games/${game.provider}/${game.id}.svg`;
}
