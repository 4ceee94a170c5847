import * as z from 'zod';
import { defineEndpoint } from './endpoint';

// The token refresh (spec section 7), in a module of its own: the HTTP client needs it on every
// page, and importing it does not pull in the rest of the contract.

/** Refresh answer: a new token, and a new refresh token when the server rotates it. */
export const refreshSchema = z.object({
  token: z.string().min(1),
  fresh_token: z.string().min(1).optional(),
});

export const authRefresh = defineEndpoint({
  id: 'auth.refresh',
  method: 'GET',
  service: 'root',
  path: '/api/v1/refresh/token',
  auth: 'refresh',
  response: refreshSchema,
  purpose: 'New session token for the refresh token in Authorization',
});
