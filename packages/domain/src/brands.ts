// The seven brands of the product and the facts both sides need: the brand apps (their brand
// files spread these in) and the server (which scopes content and members by brand and enforces
// the brand's own rules). Everything else about a brand (theme, footer, menus) is the app's.
import { GAME_IDS, gameCategory, type GameKey } from './games';
import type { LanguageCode } from './languages';
import {
  validateMergedAnimalSelection,
  type MergedAnimalError,
  type SelectionResult,
} from './mark-six-bets';

export const BRAND_IDS = [
  'jcbet',
  'bdbet',
  'lunabet',
  'novabet',
  'riobet',
  'solbet',
  'tigerbet',
] as const;

export type BrandId = (typeof BRAND_IDS)[number];

/** The sports a brand can list (spec section 3: soccer 10, basketball 11, bd 12). */
export const BRAND_SPORTS = ['soccer', 'basketball', 'bd'] as const;
export type BrandSport = (typeof BRAND_SPORTS)[number];

/** Menu label of the sports product (spec section 2: jcsports for brand 1, bdsports for brand 2). */
export const SPORTS_MENUS = ['jcsports', 'bdsports'] as const;
export type SportsMenu = (typeof SPORTS_MENUS)[number];

export interface SportsFlag {
  readonly menu: SportsMenu;
  /** In menu order; the first is where the bottom navigation's sports entry goes. */
  readonly sports: readonly BrandSport[];
  /**
   * Cricket (spec section 7: its own match list and bet-by-id flow at /sport/cricket), listed
   * last in the sports menu. It has no game id, so no availability gate; off when absent.
   */
  readonly cricket?: boolean | undefined;
}

/** Feature flags (issue 7): what a brand offers. The page shows it; the server serves only it. */
export interface BrandFlags {
  readonly sports: SportsFlag | false;
  readonly lottery: boolean;
  /** Ten-car racing (pk10): its page (/lottery/pk10), menu entry and place in the game switcher. */
  readonly racing: boolean;
  readonly games: boolean;
  readonly liveGames: boolean;
  /** Agents choose the invite code type in the invite modal (spec section 6). */
  readonly agentInviteSelector: boolean;
  /** The wallet modal (deposit, withdraw, transfer, history, accounts) and its entry points. */
  readonly wallet: boolean;
}

export interface BrandFacts<Id extends BrandId = BrandId> {
  /** Lower-case id: the brand header's value, the storage namespace, the server's brand column. */
  readonly id: Id;
  /** Display name: 'JCBet'. */
  readonly name: string;
  /** Offered languages, in picker order. */
  readonly languages: readonly LanguageCode[];
  readonly defaultLanguage: LanguageCode;
  /** Merged-animal bets need exactly 6 animals instead of 2 to 9 (spec section 5, one variant). */
  readonly mergedAnimalExactlySix: boolean;
  readonly flags: BrandFlags;
}

/** The brand a request without a brand header belongs to (older and non-browser clients). */
export const DEFAULT_BRAND: BrandId = 'jcbet';

export const BRANDS: { readonly [Id in BrandId]: BrandFacts<Id> } = {
  jcbet: {
    id: 'jcbet',
    flags: {
      sports: {
        menu: 'jcsports',
        sports: ['soccer', 'basketball'],
      },
      lottery: true,
      racing: false,
      games: true,
      liveGames: true,
      agentInviteSelector: true,
      wallet: true,
    },
    name: 'JCBet',
    languages: ['pt', 'en', 'es'],
    defaultLanguage: 'pt',
    mergedAnimalExactlySix: false,
  },
  bdbet: {
    id: 'bdbet',
    flags: {
      sports: {
        menu: 'bdsports',
        sports: ['bd'],
      },
      lottery: true,
      racing: true,
      games: true,
      liveGames: false,
      agentInviteSelector: true,
      wallet: true,
    },
    name: 'BDBet',
    languages: ['bn', 'en', 'hi'],
    defaultLanguage: 'bn',
    mergedAnimalExactlySix: true,
  },
  lunabet: {
    id: 'lunabet',
    flags: {
      sports: {
        menu: 'jcsports',
        sports: ['soccer', 'basketball', 'bd'],
      },
      lottery: true,
      racing: true,
      games: true,
      liveGames: true,
      agentInviteSelector: true,
      wallet: true,
    },
    name: 'LunaBet',
    languages: ['pt', 'en', 'zh', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'ru', 'bn'],
    defaultLanguage: 'en',
    mergedAnimalExactlySix: false,
  },
  novabet: {
    id: 'novabet',
    flags: {
      sports: {
        menu: 'jcsports',
        sports: ['basketball', 'soccer'],
      },
      lottery: true,
      racing: false,
      games: true,
      liveGames: true,
      agentInviteSelector: true,
      wallet: true,
    },
    name: 'NovaBet',
    languages: ['en', 'pt', 'es', 'tr', 'ru'],
    defaultLanguage: 'en',
    mergedAnimalExactlySix: false,
  },
  riobet: {
    id: 'riobet',
    flags: {
      sports: {
        menu: 'jcsports',
        sports: ['soccer'],
      },
      lottery: false,
      racing: false,
      games: true,
      liveGames: true,
      agentInviteSelector: false,
      wallet: true,
    },
    name: 'RioBet',
    languages: ['pt', 'es'],
    defaultLanguage: 'pt',
    mergedAnimalExactlySix: false,
  },
  solbet: {
    id: 'solbet',
    flags: {
      sports: {
        menu: 'jcsports',
        sports: ['soccer', 'basketball'],
      },
      lottery: true,
      racing: true,
      games: false,
      liveGames: true,
      agentInviteSelector: true,
      wallet: true,
    },
    name: 'SolBet',
    languages: ['es', 'en'],
    defaultLanguage: 'es',
    mergedAnimalExactlySix: false,
  },
  tigerbet: {
    id: 'tigerbet',
    flags: {
      sports: false,
      lottery: false,
      racing: false,
      games: true,
      liveGames: true,
      agentInviteSelector: false,
      wallet: true,
    },
    name: 'TigerBet',
    languages: ['en', 'zh', 'id', 'ja', 'ko', 'hi'],
    defaultLanguage: 'en',
    mergedAnimalExactlySix: false,
  },
};

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && Object.hasOwn(BRANDS, value);
}

/** A game by key, plus the two without a game id: ten-car racing and cricket. */
export type OfferedGame = GameKey | 'pk10' | 'cricket';

/**
 * Whether the brand offers a game: a sport it lists (cricket when its flag is on), a mark-six game
 * with lottery on, racing with racing on, a slot lobby with games on, live games with liveGames on.
 * (A game it offers may still be switched off for every brand: game availability.)
 */
export function brandOffersGame(flags: BrandFlags, game: OfferedGame): boolean {
  if (game === 'pk10') return flags.racing;
  if (game === 'cricket') return flags.sports !== false && flags.sports.cricket === true;
  switch (gameCategory(GAME_IDS[game])) {
    case 'sports':
      return flags.sports !== false && (flags.sports.sports as readonly string[]).includes(game);
    case 'lottery':
      return flags.lottery;
    case 'games':
      return flags.games;
    case 'liveGames':
      return flags.liveGames;
  }
}

/** The brand's merged-animal rule, as the page checks a selection and the server a bet. */
export function validateBrandMergedAnimals(
  brand: Pick<BrandFacts, 'mergedAnimalExactlySix'>,
  count: number,
): SelectionResult<MergedAnimalError> {
  return validateMergedAnimalSelection(count, { exactlySix: brand.mergedAnimalExactlySix });
}
