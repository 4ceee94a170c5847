import * as z from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { defineEndpoint } from './endpoint';
import {
  lotteryBetPlacedSchema,
  lotteryOddsGroupSchema,
  markSixBetBodySchema,
  markSixDrawSchema,
  markSixGameSchema,
} from './lottery-schemas';
import {
  racingBetBodySchema,
  racingDrawSchema,
  racingGameSchema,
  racingOddsSchema,
} from './racing-schemas';

// Spec section 7, "Lottery and racing". The spec shows no bet placement call for either; the two
// bet calls below are this contract's choice (documented: false).

const markSixParams = z.object({ game: markSixGameSchema });
const racingParams = z.object({ game: racingGameSchema });

export const lotteryOdds = defineEndpoint({
  id: 'lottery.odds',
  method: 'GET',
  service: 'root',
  path: '/api/v1/marksix/odds',
  auth: 'optional',
  query: z.object({ game: markSixGameSchema }),
  response: z.array(lotteryOddsGroupSchema),
  purpose: 'Mark-six odds groups of a game',
});

export const lotteryDraws = defineEndpoint({
  id: 'lottery.draws',
  method: 'GET',
  service: 'root',
  path: '/api/v1/{game}',
  auth: 'optional',
  params: markSixParams,
  query: pageQuerySchema.extend({ match_id: z.string().min(1).optional() }),
  response: pageOf(markSixDrawSchema),
  purpose: 'Mark-six draws, newest first; limit=1&match_id gives one draw',
});

export const lotteryBet = defineEndpoint({
  id: 'lottery.bet',
  method: 'POST',
  service: 'root',
  path: '/api/v1/marksix/bet',
  auth: 'member',
  idempotent: true,
  documented: false,
  body: markSixBetBodySchema,
  response: lotteryBetPlacedSchema,
  purpose: 'Place mark-six bets on a draw',
});

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
  query: pageQuerySchema.extend({ id: z.string().min(1).optional() }),
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

export const lotteryRacingEndpoints = [
  lotteryOdds,
  lotteryDraws,
  lotteryBet,
  racingOdds,
  racingDraws,
  racingLast,
  racingBet,
] as const;
