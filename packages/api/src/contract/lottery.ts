import * as z from 'zod';
import { myBetStatusSchema, pageOf, pageQuerySchema, textSchema } from './common';
import { defineEndpoint } from './endpoint';
import {
  lotteryBetPlacedSchema,
  lotteryBetViewSchema,
  lotteryOddsGroupSchema,
  markSixBetBodySchema,
  markSixDrawSchema,
  markSixGameSchema,
} from './lottery-schemas';

// The lottery group: mark-six odds, draws and bets (spec section 7, "Lottery and racing").
// The spec shows no bet placement call; lottery.bet is this contract's choice (documented: false).

const markSixParams = z.object({ game: markSixGameSchema });

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
  query: pageQuerySchema.extend({ match_id: textSchema('id').min(1).optional() }),
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

// The spec shows no lottery my-bets call; this path follows sports.mybets (documented: false).
export const lotteryMybets = defineEndpoint({
  id: 'lottery.mybets',
  method: 'GET',
  service: 'root',
  path: '/api/v1/marksix/mybet',
  auth: 'member',
  documented: false,
  query: pageQuerySchema.extend({
    game: markSixGameSchema,
    status: myBetStatusSchema.optional(),
  }),
  response: pageOf(lotteryBetViewSchema),
  purpose: 'My mark-six bets of a game, newest first, by status (-1 all)',
});

/** Every call of the lottery group. */
export const lotteryEndpoints = [lotteryOdds, lotteryDraws, lotteryBet, lotteryMybets] as const;
