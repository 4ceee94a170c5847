import { LANGUAGE_CODES } from '@bet/domain/languages';
import * as z from 'zod';
import {
  amountSchema,
  currencySchema,
  dateTimeSchema,
  gameIdSchema,
  gameStatusSchema,
  launchBodySchema,
  launchUrlSchema,
  ngPlat,
  numericIdSchema,
  pageOf,
  pageQuerySchema,
  racingGameSchema,
  slugSchema,
} from './common';
import { defineEndpoint } from './endpoint';
import type { Service } from './service-paths';

// The games group: availability, bet limits, the game launch, the live games, and the third-party
// lobbies (pg, tada, noah = pg2, winfinity) with their launches and bets, and the card and NG
// logins (spec section 7, "Third-party games" and "Other reads").

const languageCode = z.enum(LANGUAGE_CODES);

/** Game availability entry (spec section 3): game_id and status. */
export const gameAvailabilitySchema = z.object({ game_id: gameIdSchema, status: gameStatusSchema });

/** Live game card (spec section 3; camelCase as the spec names it). */
export const liveGameSchema = z.object({
  id: numericIdSchema,
  gameId: z.string().min(1),
  name: z.string(),
  pic: z.string(),
});

/** Limits of one game type (spec section 3, "Game bet limits per game type"). */
export const betLimitSchema = z.object({
  game_type: z.string().min(1),
  bet_min: amountSchema,
  bet_max: amountSchema,
  multiple_min: z.number().int().nonnegative(),
  multiple_max: z.number().int().nonnegative(),
  bonus_min: amountSchema,
  bonus_max: amountSchema,
});

export type BetLimit = z.infer<typeof betLimitSchema>;

export const providerGameSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  pic: z.string(),
  category: z.string(),
});

export const providerBetSchema = z.object({
  bet_id: z.string().min(1),
  game_id: z.string(),
  game_name: z.string(),
  bet_amount: amountSchema,
  valid_amount: amountSchema,
  win_amount: amountSchema,
  profit: amountSchema,
  currency: currencySchema,
  create_at: dateTimeSchema,
});

type Lobby = 'pg' | 'tada' | 'noah' | 'winfinity';

function gameList<G extends Lobby>(lobby: G, service: Service, path: `/${string}`) {
  return defineEndpoint({
    id: `games.${lobby}Games`,
    method: 'GET',
    service,
    path,
    auth: 'optional',
    response: z.array(providerGameSchema),
    purpose: `${lobby} game lobby`,
  });
}

function myBets<G extends Lobby>(lobby: G, service: Service, path: `/${string}`) {
  return defineEndpoint({
    id: `games.${lobby}Mybets`,
    method: 'GET',
    service,
    path,
    auth: 'member',
    query: pageQuerySchema,
    response: pageOf(providerBetSchema),
    purpose: `My ${lobby} bets`,
  });
}

export const gamesAvailability = defineEndpoint({
  id: 'games.availability',
  method: 'GET',
  service: 'root',
  path: '/api/v1/games/availability',
  auth: 'optional',
  documented: false,
  response: z.array(gameAvailabilitySchema),
  purpose: 'Status of every game, polled every 60 s',
});

export const gamesBetLimits = defineEndpoint({
  id: 'games.betLimits',
  method: 'GET',
  service: 'root',
  path: '/api/v1/games/limits',
  auth: 'optional',
  documented: false,
  // Racing has no game id (spec section 3 names only its category), so it is asked for by key.
  query: z.object({ game_id: z.union([gameIdSchema, racingGameSchema]) }),
  response: z.array(betLimitSchema),
  purpose: 'Bet, multiple and bonus limits per game type of a game (pk10 by its key)',
});

export const gamesLaunch = defineEndpoint({
  id: 'games.launch',
  method: 'POST',
  service: 'root',
  path: '/api/v1/games/launch/{gameId}',
  auth: 'member',
  documented: false,
  params: z.object({ gameId: slugSchema }),
  body: launchBodySchema,
  response: launchUrlSchema,
  purpose: 'URL to embed for a game (device fingerprint and frame size)',
});

export const gamesLiveGames = defineEndpoint({
  id: 'games.liveGames',
  method: 'GET',
  service: 'root',
  path: '/api/v1/live_games',
  auth: 'optional',
  documented: false,
  query: z.object({ lang: languageCode }),
  response: z.array(liveGameSchema),
  purpose: 'Live-game cards in the given language',
});

export const gamesCardLogin = defineEndpoint({
  id: 'games.cardLogin',
  method: 'GET',
  service: 'thirdGame',
  path: '/playcard/api/v1/ky/login',
  auth: 'member',
  query: z.object({ game_id: numericIdSchema }),
  response: launchUrlSchema,
  purpose: 'Launch URL of a card game',
});

export const gamesNgLogin = defineEndpoint({
  id: 'games.ngLogin',
  method: 'POST',
  service: 'thirdGame',
  path: '/nggame/api/v1/ng/login',
  auth: 'member',
  body: z.object({ ...ngPlat, game_code: slugSchema.optional(), currency: currencySchema }),
  response: launchUrlSchema,
  purpose: 'Launch URL of an NG game',
});

export const gamesPgGames = gameList('pg', 'thirdGame', '/api/v1/pg/game_list');

export const gamesPgLaunch = defineEndpoint({
  id: 'games.pgLaunch',
  method: 'GET',
  service: 'thirdGame',
  path: '/api/v1/pg/{id}',
  auth: 'member',
  params: z.object({ id: numericIdSchema }),
  response: launchUrlSchema,
  purpose: 'Launch URL of a gamesPgGames game',
});

export const gamesPgMybets = myBets('pg', 'thirdGame', '/api/v1/pg/mybet');

export const gamesTadaGames = gameList('tada', 'tadaGame', '/api/v1/tada/game_list');

export const gamesTadaLaunch = defineEndpoint({
  id: 'games.tadaLaunch',
  method: 'GET',
  service: 'tadaGame',
  path: '/api/v1/tada/startForUrl/{id}',
  auth: 'member',
  params: z.object({ id: slugSchema }),
  response: launchUrlSchema,
  purpose: 'Launch URL of a gamesTadaGames game',
});

export const gamesTadaMybets = myBets('tada', 'tadaGame', '/api/v1/tada/mybet');

export const gamesNoahGames = gameList('noah', 'pgGame', '/api/v1/pg2/games/list');

export const gamesNoahLaunch = defineEndpoint({
  id: 'games.noahLaunch',
  method: 'GET',
  service: 'pgGame',
  path: '/api/v1/pg2/games/login/{id}',
  auth: 'member',
  params: z.object({ id: slugSchema }),
  response: launchUrlSchema,
  purpose: 'Launch URL of a noah game',
});

export const gamesNoahMybets = myBets('noah', 'pgGame', '/api/v1/pg2/games/mybet');

export const gamesWinfinityGames = gameList(
  'winfinity',
  'thirdGame',
  '/api/v1/winfinity/games/list',
);

export const gamesWinfinityLaunch = defineEndpoint({
  id: 'games.winfinityLaunch',
  method: 'POST',
  service: 'thirdGame',
  path: '/api/v1/winfinity/games/login/{country}/{id}',
  auth: 'member',
  params: z.object({
    country: z.string().regex(/^[A-Za-z]{2}$/, 'expected an ISO country code'),
    id: slugSchema,
  }),
  body: launchBodySchema,
  response: launchUrlSchema,
  purpose: 'Launch URL of a live game (device fingerprint and frame size)',
});

export const gamesWinfinityMybets = myBets(
  'winfinity',
  'thirdGame',
  '/api/v1/winfinity/games/mybet',
);

/** Every call of the games group. */
export const gamesEndpoints = [
  gamesAvailability,
  gamesBetLimits,
  gamesLaunch,
  gamesLiveGames,
  gamesCardLogin,
  gamesNgLogin,
  gamesPgGames,
  gamesPgLaunch,
  gamesPgMybets,
  gamesTadaGames,
  gamesTadaLaunch,
  gamesTadaMybets,
  gamesNoahGames,
  gamesNoahLaunch,
  gamesNoahMybets,
  gamesWinfinityGames,
  gamesWinfinityLaunch,
  gamesWinfinityMybets,
] as const;
