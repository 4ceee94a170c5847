import * as z from 'zod';
import { amountSchema, currencySchema, dateSchema } from './common';
import { defineEndpoint } from './endpoint';

// The activities group: the daily check-in list and claim (spec section 7, "Activities").

export const checkInDaySchema = z.object({
  day: z.number().int().min(1),
  date: dateSchema,
  reward: amountSchema,
  currency: currencySchema,
  claimed: z.boolean(),
  /** Today's reward, claimable now. */
  claimable: z.boolean(),
});

export type CheckInDay = z.infer<typeof checkInDaySchema>;

export const activitiesCheckIn = defineEndpoint({
  id: 'activities.checkIn',
  method: 'GET',
  service: 'activities',
  path: '/api/v1/benefit/check_in',
  auth: 'member',
  response: z.array(checkInDaySchema),
  purpose: 'Daily reward list',
});

/** The msg of the refusal of a second claim the same day. */
export const ALREADY_CHECKED_IN_MSG = 'Already checked in today';

export const activitiesClaimCheckIn = defineEndpoint({
  id: 'activities.claimCheckIn',
  method: 'POST',
  service: 'activities',
  path: '/api/v1/benefit/check_in',
  auth: 'member',
  idempotent: true,
  response: z.object({ reward: amountSchema, currency: currencySchema, balance: amountSchema }),
  purpose: "Claim today's reward (credits the balance)",
});

/** Every call of the activities group. */
export const activitiesEndpoints = [activitiesCheckIn, activitiesClaimCheckIn] as const;
