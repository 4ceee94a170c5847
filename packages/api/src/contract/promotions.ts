import * as z from 'zod';
import { dateTimeSchema, numericIdSchema } from './common';
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

/** Every call of the promotions group. */
export const promotionsEndpoints = [promotionsList] as const;
