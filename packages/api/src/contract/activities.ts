import * as z from 'zod';
import { amountSchema, currencySchema, dateSchema } from './common';
import { defineEndpoint } from './endpoint';

// Spec section 7, "Activities", on the /activities service: the daily check-in reward.

export const checkInDaySchema = z.object({
  day: z.number().int().min(1),
  date: dateSchema,
  reward: amountSchema,
  currency: currencySchema,
  claimed: z.boolean(),
  /** Today's reward, claimable now. */
  claimable: z.boolean(),
});

export const checkInList = defineEndpoint({
  id: 'checkIn.list',
  method: 'GET',
  service: 'activities',
  path: '/api/v1/benefit/check_in',
  auth: 'member',
  response: z.array(checkInDaySchema),
  purpose: 'Daily reward list',
});

export const checkInClaim = defineEndpoint({
  id: 'checkIn.claim',
  method: 'POST',
  service: 'activities',
  path: '/api/v1/benefit/check_in',
  auth: 'member',
  idempotent: true,
  response: z.object({ reward: amountSchema, currency: currencySchema, balance: amountSchema }),
  purpose: "Claim today's reward (credits the balance)",
});

export const activityEndpoints = [checkInList, checkInClaim] as const;
