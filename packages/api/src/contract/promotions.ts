import * as z from 'zod';
import { dateTimeSchema, emptySchema, numericIdSchema } from './common';
import { defineEndpoint } from './endpoint';

// The promotions group: the promotions list (the /promotions and /promotions/{id} pages).

/** A promotion (the /promotions and /promotions/{id} pages). */
export const promotionSchema = z.object({
  id: numericIdSchema,
  title: z.string(),
  pic: z.string(),
  content: z.string(),
  url: z.string().nullable(),
  start_at: dateTimeSchema.nullable(),
  end_at: dateTimeSchema.nullable(),
});

export const promotionsList = defineEndpoint({
  id: 'promotions.list',
  method: 'GET',
  service: 'root',
  path: '/api/v1/ad',
  auth: 'optional',
  response: z.array(promotionSchema),
  purpose: 'Promotions',
});

/** The msg of the refusal to join a promotion that has ended (its data names the catalogue key). */
export const PROMOTION_ENDED_MSG = 'This promotion has ended';

export const joinPromotionBodySchema = z.object({ id: numericIdSchema });

/** A promotion the member joined, with when. */
export const joinedPromotionSchema = z.object({
  id: numericIdSchema,
  title: z.string(),
  pic: z.string(),
  joined_at: dateTimeSchema,
});

export const promotionsJoin = defineEndpoint({
  id: 'promotions.join',
  method: 'POST',
  service: 'root',
  path: '/api/v1/ad/join',
  auth: 'member',
  documented: false,
  body: joinPromotionBodySchema,
  response: emptySchema,
  purpose: 'Join a promotion (issue 14); joining again changes nothing',
});

export const promotionsJoined = defineEndpoint({
  id: 'promotions.joined',
  method: 'GET',
  service: 'root',
  path: '/api/v1/ad/joined',
  auth: 'member',
  documented: false,
  response: z.array(joinedPromotionSchema),
  purpose: 'Promotions the member joined, newest first (issue 14)',
});

/** Every call of the promotions group. */
export const promotionsEndpoints = [promotionsList, promotionsJoin, promotionsJoined] as const;
