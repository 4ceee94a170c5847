import * as z from 'zod';
import {
  amountSchema,
  currencySchema,
  dateTimeSchema,
  launchBodySchema,
  launchUrlSchema,
  numericIdSchema,
  pageOf,
  pageQuerySchema,
  positiveAmountSchema,
  slugSchema,
} from './common';
import { defineEndpoint, type Service } from './endpoint';

// Spec section 7, "Third-party games": card (ky) and NG wallets with transfers, and the pg, tada,
// noah (pg2) and winfinity lobbies. Transfers move money: idempotent (design.md), including the
// card transfers the spec shows as GETs.

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

/** Balances after a transfer between the main wallet and a provider wallet. */
export const transferResultSchema = z.object({ balance: amountSchema, game_balance: amountSchema });
export const providerBalanceSchema = z.object({
  game_balance: amountSchema,
  currency: currencySchema,
});

const cardTransfer = z.object({ game_id: numericIdSchema, money: positiveAmountSchema });
const ngPlat = { plat_type: slugSchema };
const ngTransfer = z.object({ ...ngPlat, money: positiveAmountSchema, currency: currencySchema });

type Lobby = 'pg' | 'tada' | 'noah' | 'winfinity';

function gameList<G extends Lobby>(group: G, service: Service, path: `/${string}`) {
  return defineEndpoint({
    id: `${group}.games`,
    method: 'GET',
    service,
    path,
    auth: 'optional',
    response: z.array(providerGameSchema),
    purpose: `${group} game lobby`,
  });
}

function myBets<G extends Lobby>(group: G, service: Service, path: `/${string}`) {
  return defineEndpoint({
    id: `${group}.mybets`,
    method: 'GET',
    service,
    path,
    auth: 'member',
    query: pageQuerySchema,
    response: pageOf(providerBetSchema),
    purpose: `My ${group} bets`,
  });
}

export const cardBalance = defineEndpoint({
  id: 'card.balance',
  method: 'GET',
  service: 'thirdGame',
  path: '/playcard/api/v1/ky/balance',
  auth: 'member',
  response: providerBalanceSchema,
  purpose: 'Card-game wallet balance',
});

export const cardLogin = defineEndpoint({
  id: 'card.login',
  method: 'GET',
  service: 'thirdGame',
  path: '/playcard/api/v1/ky/login',
  auth: 'member',
  query: z.object({ game_id: numericIdSchema }),
  response: launchUrlSchema,
  purpose: 'Launch URL of a card game',
});

export const cardTransferIn = defineEndpoint({
  id: 'card.transferIn',
  method: 'GET',
  service: 'thirdGame',
  path: '/playcard/api/v1/ky/transfer_in',
  auth: 'member',
  idempotent: true,
  query: cardTransfer,
  response: transferResultSchema,
  purpose: 'Move money into the card-game wallet',
});

export const cardTransferOut = defineEndpoint({
  id: 'card.transferOut',
  method: 'GET',
  service: 'thirdGame',
  path: '/playcard/api/v1/ky/transfer_out',
  auth: 'member',
  idempotent: true,
  query: cardTransfer,
  response: transferResultSchema,
  purpose: 'Move money back from the card-game wallet',
});

export const ngBalance = defineEndpoint({
  id: 'ng.balance',
  method: 'GET',
  service: 'thirdGame',
  path: '/nggame/api/v1/ng/balance',
  auth: 'member',
  query: z.object(ngPlat),
  response: providerBalanceSchema,
  purpose: 'NG wallet balance of a platform',
});

export const ngLogin = defineEndpoint({
  id: 'ng.login',
  method: 'POST',
  service: 'thirdGame',
  path: '/nggame/api/v1/ng/login',
  auth: 'member',
  body: z.object({ ...ngPlat, game_code: slugSchema.optional(), currency: currencySchema }),
  response: launchUrlSchema,
  purpose: 'Launch URL of an NG game',
});

export const ngTransferIn = defineEndpoint({
  id: 'ng.transferIn',
  method: 'POST',
  service: 'thirdGame',
  path: '/nggame/api/v1/ng/transfer_in',
  auth: 'member',
  idempotent: true,
  body: ngTransfer,
  response: transferResultSchema,
  purpose: 'Move money into an NG wallet',
});

export const ngTransferOut = defineEndpoint({
  id: 'ng.transferOut',
  method: 'POST',
  service: 'thirdGame',
  path: '/nggame/api/v1/ng/transfer_out',
  auth: 'member',
  idempotent: true,
  body: ngTransfer,
  response: transferResultSchema,
  purpose: 'Move money back from an NG wallet',
});

export const pgGames = gameList('pg', 'thirdGame', '/api/v1/pg/game_list');

export const pgLaunch = defineEndpoint({
  id: 'pg.launch',
  method: 'GET',
  service: 'thirdGame',
  path: '/api/v1/pg/{id}',
  auth: 'member',
  params: z.object({ id: numericIdSchema }),
  response: launchUrlSchema,
  purpose: 'Launch URL of a pgGames game',
});

export const pgMybets = myBets('pg', 'thirdGame', '/api/v1/pg/mybet');

export const tadaGames = gameList('tada', 'tadaGame', '/api/v1/tada/game_list');

export const tadaLaunch = defineEndpoint({
  id: 'tada.launch',
  method: 'GET',
  service: 'tadaGame',
  path: '/api/v1/tada/startForUrl/{id}',
  auth: 'member',
  params: z.object({ id: slugSchema }),
  response: launchUrlSchema,
  purpose: 'Launch URL of a tadaGames game',
});

export const tadaMybets = myBets('tada', 'tadaGame', '/api/v1/tada/mybet');

export const noahGames = gameList('noah', 'pgGame', '/api/v1/pg2/games/list');

export const noahLaunch = defineEndpoint({
  id: 'noah.launch',
  method: 'GET',
  service: 'pgGame',
  path: '/api/v1/pg2/games/login/{id}',
  auth: 'member',
  params: z.object({ id: slugSchema }),
  response: launchUrlSchema,
  purpose: 'Launch URL of a noah game',
});

export const noahMybets = myBets('noah', 'pgGame', '/api/v1/pg2/games/mybet');

export const winfinityGames = gameList('winfinity', 'thirdGame', '/api/v1/winfinity/games/list');

export const winfinityLaunch = defineEndpoint({
  id: 'winfinity.launch',
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

export const winfinityMybets = myBets('winfinity', 'thirdGame', '/api/v1/winfinity/games/mybet');

export const thirdPartyGameEndpoints = [
  cardBalance,
  cardLogin,
  cardTransferIn,
  cardTransferOut,
  ngBalance,
  ngLogin,
  ngTransferIn,
  ngTransferOut,
  pgGames,
  pgLaunch,
  pgMybets,
  tadaGames,
  tadaLaunch,
  tadaMybets,
  noahGames,
  noahLaunch,
  noahMybets,
  winfinityGames,
  winfinityLaunch,
  winfinityMybets,
] as const;
