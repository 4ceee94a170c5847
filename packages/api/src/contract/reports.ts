import { GAME_IDS } from '@bet/domain/games';
import * as z from 'zod';
import { amountSchema, currencySchema, dateSchema, gameIdSchema } from './common';
import { defineEndpoint } from './endpoint';

// Spec section 7, "Reports": bet statistics per game and date range. Noah (28) and winfinity (29)
// have their own statistics calls on their providers' services.

export const statisticsRowSchema = z.object({
  date: dateSchema,
  bet_count: z.number().int().nonnegative(),
  bet_amount: amountSchema,
  /** Stake that counts for turnover (spec section 3, "Reports: valid amount"). */
  valid_amount: amountSchema,
  profit: amountSchema,
});

export const statisticsSchema = z.object({
  currency: currencySchema,
  bet_count: z.number().int().nonnegative(),
  bet_amount: amountSchema,
  valid_amount: amountSchema,
  profit: amountSchema,
  rows: z.array(statisticsRowSchema),
});

export type Statistics = z.infer<typeof statisticsSchema>;

const range = { start_date: dateSchema, end_date: dateSchema };

const inOrder = (q: { start_date: string; end_date: string }) => q.start_date <= q.end_date;

const rangeQuery = z
  .object(range)
  .refine(inOrder, { message: 'start_date after end_date', path: ['end_date'] });

export const reportsBetStatistics = defineEndpoint({
  id: 'reports.betStatistics',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/bet/statistics',
  auth: 'member',
  query: z.object({ game_id: gameIdSchema, ...range }).refine(inOrder, {
    message: 'start_date after end_date',
    path: ['end_date'],
  }),
  response: statisticsSchema,
  purpose: 'Bet statistics of a game between two dates',
});

export const reportsNoahStatistics = defineEndpoint({
  id: 'reports.noahStatistics',
  method: 'GET',
  service: 'pgGame',
  path: '/api/v1/pg2/games/statistics',
  auth: 'member',
  query: rangeQuery,
  response: statisticsSchema,
  purpose: `Bet statistics of noah (game ${GAME_IDS.noah})`,
});

export const reportsWinfinityStatistics = defineEndpoint({
  id: 'reports.winfinityStatistics',
  method: 'GET',
  service: 'thirdGame',
  path: '/api/v1/winfinity/games/statistics',
  auth: 'member',
  query: rangeQuery,
  response: statisticsSchema,
  purpose: `Bet statistics of winfinity (game ${GAME_IDS.winfinity})`,
});

/** Every call of the reports group. */
export const reportsEndpoints = [
  reportsBetStatistics,
  reportsNoahStatistics,
  reportsWinfinityStatistics,
] as const;
