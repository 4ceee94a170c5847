import * as z from 'zod';
import { myBetStatusSchema, pageOf, pageQuerySchema, racingGameSchema, textSchema } from './common';
import { defineEndpoint } from './endpoint';
import { lotteryBetPlacedSchema } from './lottery-schemas';
import {
  racingBetBodySchema,
  racingBetViewSchema,
  racingDrawSchema,
  racingOddsSchema,
} from './racing-schemas';

// The racing group: ten-car racing (pk10) odds, draws and bets (spec section 7, "Lottery and
// racing").
// The spec shows no bet placement call; racing.bet is this contract's choice (documented: false).

const racingParams = z.object({ game: racingGameSchema });

export const racingOdds = defineEndpoint({
  id: 'racing.odds',
  method: 'GET',
  service: 'root',
  path: '/api/v1/{game}/odds',
  auth: 'optional',
  params: racingParams,
  response: racingOddsSchema,
  purpose: 'Racing odds',
});

export const racingDraws = defineEndpoint({
  id: 'racing.draws',
  method: 'GET',
  service: 'root',
  path: '/api/v1/{game}/list',
  auth: 'optional',
  params: racingParams,
  query: pageQuerySchema.extend({ id: textSchema('id').min(1).optional() }),
  response: pageOf(racingDrawSchema),
  purpose: 'Racing draws; id gives one draw',
});

export const racingLast = defineEndpoint({
  id: 'racing.last',
  method: 'GET',
  service: 'root',
  path: '/api/v1/{game}/last',
  auth: 'optional',
  params: racingParams,
  response: racingDrawSchema,
  purpose: 'Latest racing draw',
});

export const racingBet = defineEndpoint({
  id: 'racing.bet',
  method: 'POST',
  service: 'root',
  path: '/api/v1/{game}/bet',
  auth: 'member',
  idempotent: true,
  documented: false,
  params: racingParams,
  body: racingBetBodySchema,
  response: lotteryBetPlacedSchema,
  purpose: 'Place racing bets on a draw',
});

// The spec shows no racing my-bets call; this path follows sports.mybets (documented: false).
export const racingMybets = defineEndpoint({
  id: 'racing.mybets',
  method: 'GET',
  service: 'root',
  path: '/api/v1/{game}/mybet',
  auth: 'member',
  documented: false,
  params: racingParams,
  query: pageQuerySchema.extend({ status: myBetStatusSchema.optional() }),
  response: pageOf(racingBetViewSchema),
  purpose: 'My racing bets, newest first, by status (-1 all)',
});

/** Every call of the racing group. */
export const racingEndpoints = [
  racingOdds,
  racingDraws,
  racingLast,
  racingBet,
  racingMybets,
] as const;
