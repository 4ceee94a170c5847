import { MAX_SPORT_FAVORITES } from '@bet/domain/constants';
import { GAME_IDS, SPORT_KEYS } from '@bet/domain/games';
import * as z from 'zod';
import {
  dateSchema,
  gameIdSchema,
  myBetStatusSchema,
  pageOf,
  pageQuerySchema,
  queryInt,
  slugSchema,
} from './common';
import { defineEndpoint } from './endpoint';
import { gameAvailabilitySchema } from './games';
import {
  betPlacedSchema,
  bettingSettingsSchema,
  betViewSchema,
  favoritesSchema,
  matchResultSchema,
  sportGameConfigSchema,
  sportMatchSchema,
  setFavoriteBodySchema,
  sportsBetBodySchema,
} from './sports-schemas';

// Spec section 7, "Sports", on the /sports service.

type IdBearingSport = Extract<(typeof SPORT_KEYS)[number], keyof typeof GAME_IDS>;

const isIdBearing = (key: string): key is IdBearingSport => key in GAME_IDS;

/** The sports with a game id (soccer, basketball, bd); cricket has its own API. */
export const SPORT_GAMES = SPORT_KEYS.filter(isIdBearing) as [IdBearingSport, ...IdBearingSport[]];

const sportParams = z.object({ game: z.enum(SPORT_GAMES) });

export const sportsBet = defineEndpoint({
  id: 'sports.bet',
  method: 'POST',
  service: 'sports',
  path: '/api/v1/{game}/bet',
  auth: 'member',
  idempotent: true,
  params: sportParams,
  body: sportsBetBodySchema,
  response: betPlacedSchema,
  purpose: 'Place singles or a parlay',
});

export const sportsMatches = defineEndpoint({
  id: 'sports.matches',
  method: 'GET',
  service: 'sports',
  path: '/api/v1/{game}',
  auth: 'optional',
  params: sportParams,
  query: pageQuerySchema.extend({ timestamp: queryInt(0).optional() }),
  response: pageOf(sportMatchSchema),
  purpose: 'Matches with their markets, starting at or after timestamp (seconds)',
});

export const sportsMybets = defineEndpoint({
  id: 'sports.mybets',
  method: 'GET',
  service: 'sports',
  path: '/api/v1/{game}/mybet',
  auth: 'member',
  params: sportParams,
  query: pageQuerySchema.extend({
    status: myBetStatusSchema.optional(),
  }),
  response: pageOf(betViewSchema),
  purpose: 'My bets, by status (-1 all)',
});

export const sportsMybetById = defineEndpoint({
  id: 'sports.mybetById',
  method: 'GET',
  service: 'sports',
  path: '/api/v1/{game}/mybet/{id}',
  auth: 'member',
  nullOnBusinessError: true,
  params: sportParams.extend({ id: slugSchema }),
  response: betViewSchema,
  purpose: 'One bet; a non-zero code yields no data',
});

export const sportsHistory = defineEndpoint({
  id: 'sports.history',
  method: 'GET',
  service: 'sports',
  path: '/api/v1/{game}/history',
  auth: 'optional',
  params: sportParams,
  query: pageQuerySchema.extend({ date: dateSchema.optional() }),
  response: pageOf(matchResultSchema),
  purpose: 'Results of finished matches',
});

export const sportsGameConfig = defineEndpoint({
  id: 'sports.gameConfig',
  method: 'GET',
  service: 'sports',
  path: '/api/v1/game_config',
  auth: 'optional',
  query: z.object({ kind: gameIdSchema }),
  response: sportGameConfigSchema,
  purpose: 'Rules of a sport: pass types, prize caps, tax, postponement',
});

export const sportsAvailableGames = defineEndpoint({
  id: 'sports.availableGames',
  method: 'GET',
  service: 'sports',
  path: '/api/v1/available_games',
  auth: 'optional',
  response: z.array(gameAvailabilitySchema),
  purpose: 'Status of each sport (active, disabled, hidden)',
});

// The member's favorites and betting settings (issue 15). The spec shows no such calls, so their
// paths are this contract's choice (documented: false); they sit under /api/v1/member on the root
// service, away from the sports service's /api/v1/{game}.

export const sportsFavorites = defineEndpoint({
  id: 'sports.favorites',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/sports/favorites',
  auth: 'member',
  documented: false,
  response: favoritesSchema,
  purpose: 'Starred matches and leagues',
});

export const sportsSetFavorite = defineEndpoint({
  id: 'sports.setFavorite',
  method: 'POST',
  service: 'root',
  path: '/api/v1/member/sports/favorites',
  auth: 'member',
  documented: false,
  body: setFavoriteBodySchema,
  response: favoritesSchema,
  purpose: `Star or unstar a match or a league (at most ${MAX_SPORT_FAVORITES} together)`,
});

export const sportsSettings = defineEndpoint({
  id: 'sports.settings',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/sports/settings',
  auth: 'member',
  documented: false,
  response: bettingSettingsSchema,
  purpose: 'Odds format and odds-change policy',
});

export const sportsSaveSettings = defineEndpoint({
  id: 'sports.saveSettings',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/sports/settings',
  auth: 'member',
  documented: false,
  body: bettingSettingsSchema,
  response: bettingSettingsSchema,
  purpose: 'Save the odds format and odds-change policy',
});

/** Every call of the sports group. */
export const sportsEndpoints = [
  sportsBet,
  sportsMatches,
  sportsMybets,
  sportsMybetById,
  sportsHistory,
  sportsGameConfig,
  sportsAvailableGames,
  sportsFavorites,
  sportsSetFavorite,
  sportsSettings,
  sportsSaveSettings,
] as const;
