// Game and product type ids, categories and availability (spec sections 3 and 4).

/** Game or product type ids (spec section 3, "Game or product type ids"). */
export const GAME_IDS = {
  soccer: 10,
  basketball: 11,
  bd: 12,
  hkmarksix: 13,
  ammarksix: 14,
  newammarksix: 15,
  gallopingmarksix: 18,
  sgnmarksix: 19,
  twnmarksix: 20,
  pgGames: 22,
  tadaGames: 27,
  noah: 28,
  winfinity: 29,
} as const;

export type GameKey = keyof typeof GAME_IDS;
export type GameId = (typeof GAME_IDS)[GameKey];

/** The four navigation categories (spec section 2, "Navigation"). */
export type GameCategory = 'sports' | 'lottery' | 'games' | 'liveGames';

export const GAME_CATEGORIES: readonly GameCategory[] = ['sports', 'lottery', 'games', 'liveGames'];

/**
 * Category derived from the id (spec section 3): up to 12 sports, 13 to 20 lottery,
 * 21 to 28 games, above 28 live games. Ids are positive integers; anything else is a RangeError.
 */
export function gameCategory(id: number): GameCategory {
  if (!Number.isInteger(id) || id <= 0) {
    throw new RangeError(`Invalid game id: ${String(id)} (expected a positive integer)`);
  }
  if (id <= 12) return 'sports';
  if (id <= 20) return 'lottery';
  if (id <= 28) return 'games';
  return 'liveGames';
}

/** Keys of a game id, or undefined when the id is not one of GAME_IDS. */
export function gameKeyOf(id: number): GameKey | undefined {
  return (Object.keys(GAME_IDS) as GameKey[]).find((key) => GAME_IDS[key] === id);
}

/** Sports keys (spec section 3): the three id-bearing sports plus cricket and 365sports. */
export const SPORT_KEYS = ['soccer', 'basketball', 'bd', 'cricket', '365sports'] as const;
export type SportKey = (typeof SPORT_KEYS)[number];

export function isSportKey(value: string): value is SportKey {
  return (SPORT_KEYS as readonly string[]).includes(value);
}

/** The six mark-six draws (spec section 1: "six mark-six draws"). */
export const MARK_SIX_GAMES = [
  'hkmarksix',
  'ammarksix',
  'newammarksix',
  'gallopingmarksix',
  'sgnmarksix',
  'twnmarksix',
] as const satisfies readonly GameKey[];
export type MarkSixGame = (typeof MARK_SIX_GAMES)[number];

export function isMarkSixGame(value: string): value is MarkSixGame {
  return (MARK_SIX_GAMES as readonly string[]).includes(value);
}

/** Game availability status enum (spec section 3). */
export const GAME_STATUS = { Active: 1, Disable: 2, Hidden: 3 } as const;
export type GameStatus = (typeof GAME_STATUS)[keyof typeof GAME_STATUS];

export type GameAvailability = { game_id: number; status: GameStatus };

export type AvailabilitySplit = {
  /** Every entry as received (the "available" list that is cached). */
  available: GameAvailability[];
  /** Ids of games that are not hidden. Disabled games stay visible (shown as disabled). */
  visible: number[];
  /** Ids of disabled games, pushed to global state (spec section 4). */
  disabled: number[];
};

/**
 * Spec section 4, "Game availability": hidden games are excluded from the visible list;
 * disabled games go into a separate disabled list. Entries with an unknown status are treated
 * as hidden so that a malformed server answer never shows a game.
 */
export function splitAvailability(list: readonly GameAvailability[]): AvailabilitySplit {
  const available = [...list];
  const isKnown = (s: number) => s === GAME_STATUS.Active || s === GAME_STATUS.Disable;
  const visible = available.filter((g) => isKnown(g.status)).map((g) => g.game_id);
  const disabled = available.filter((g) => g.status === GAME_STATUS.Disable).map((g) => g.game_id);
  return { available, visible, disabled };
}

/**
 * Categories that have at least one visible game, in navigation order (spec section 2: a section
 * appears only if at least one game of its category is visible). Invalid ids are skipped.
 */
export function visibleCategories(visibleIds: readonly number[]): GameCategory[] {
  const present = new Set<GameCategory>();
  for (const id of visibleIds) {
    if (Number.isInteger(id) && id > 0) present.add(gameCategory(id));
  }
  return GAME_CATEGORIES.filter((c) => present.has(c));
}

/** NG platforms whose wallets the ng calls move money in and out of (spec section 7). */
export const NG_PLATFORMS = ['pg', 'jili', 'pp', 'evo', 'cq9'] as const;
export type NgPlatform = (typeof NG_PLATFORMS)[number];

/**
 * The card games (KY) share one wallet; a transfer in or out names a game (spec section 7,
 * "transfer_in and transfer_out with game_id and money"). Transfers from the wallet name the
 * lobby's first game, Texas Hold'em.
 */
export const CARD_WALLET_GAME_ID = 620;
