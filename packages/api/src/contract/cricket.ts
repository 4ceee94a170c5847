import * as z from 'zod';
import {
  amountSchema,
  currencySchema,
  dateTimeSchema,
  positiveAmountSchema,
  rateSchema,
  slugSchema,
  textSchema,
} from './common';
import { defineEndpoint } from './endpoint';

// Spec section 7, "Cricket", on the /sports service. The cricket API names fields in camelCase,
// as the spec's cricket state does (spec section 3: matchId, categoryLabel, slipLabel, odd).

export const cricketOptionSchema = z.object({
  id: z.string().min(1),
  slipLabel: z.string(),
  odd: rateSchema,
});

export const cricketMarketSchema = z.object({
  id: z.string().min(1),
  categoryLabel: z.string(),
  suspended: z.boolean(),
  options: z.array(cricketOptionSchema),
});

export const cricketMatchSchema = z.object({
  matchId: z.string().min(1),
  seriesName: z.string(),
  teamA: z.string(),
  teamB: z.string(),
  startTime: dateTimeSchema,
  state: z.enum(['upcoming', 'live', 'finished', 'cancelled']),
  score: z.string().nullable(),
  markets: z.array(cricketMarketSchema),
});

/** One bet per option; amounts per bet (spec section 4: cricket toggles a bet within its match). */
export const cricketBetBodySchema = z.object({
  matchId: textSchema('id').min(1),
  currency: currencySchema,
  bets: z
    .array(
      z.object({
        id: textSchema('id').min(1),
        categoryLabel: textSchema('label'),
        slipLabel: textSchema('label'),
        odd: rateSchema,
        amount: positiveAmountSchema,
      }),
    )
    .min(1),
});

export const cricketMatches = defineEndpoint({
  id: 'cricket.matches',
  method: 'GET',
  service: 'sports',
  path: '/cricketAPI/matchData/matchList',
  auth: 'optional',
  response: z.array(cricketMatchSchema),
  purpose: 'Cricket matches with their markets',
});

export const cricketMatch = defineEndpoint({
  id: 'cricket.match',
  method: 'GET',
  service: 'sports',
  path: '/cricketAPI/matchData/getById/{id}',
  auth: 'optional',
  params: z.object({ id: slugSchema }),
  response: cricketMatchSchema,
  purpose: 'One cricket match',
});

export const cricketBet = defineEndpoint({
  id: 'cricket.bet',
  method: 'POST',
  service: 'sports',
  path: '/betData/create',
  auth: 'member',
  idempotent: true,
  body: cricketBetBodySchema,
  response: z.object({
    betIds: z.array(z.string().min(1)).min(1),
    totalAmount: amountSchema,
    balance: amountSchema,
  }),
  purpose: 'Place cricket bets of one match',
});

/** Every call of the cricket group. */
export const cricketEndpoints = [cricketMatches, cricketMatch, cricketBet] as const;
