import * as z from 'zod';
import { textSchema } from './common';
import { defineEndpoint } from './endpoint';
import { HEADER } from './headers';

// Spec section 7, "Chat", on the /otherChat service. The non-login token call carries a secret
// header derived from a hash of a fixed string plus the time, and the time itself; the fixed
// string is the operator's and not part of this contract (spec section 9).

export const chatTokenSchema = z.object({
  token: z.string().min(1),
  /** Chat user id; a visitor keeps it as nonLoginOtherChatID (spec section 3). */
  chat_id: z.string().min(1),
  url: z.url(),
});

export const chatToken = defineEndpoint({
  id: 'chat.token',
  method: 'POST',
  service: 'otherChat',
  path: '/otherChatToken/getChatToken',
  auth: 'member',
  response: chatTokenSchema,
  purpose: 'Chat token of the signed-in member',
});

export const chatGuestToken = defineEndpoint({
  id: 'chat.guestToken',
  method: 'POST',
  service: 'otherChat',
  path: '/otherChatToken/getNonLoginToken',
  auth: 'none',
  headers: z.object({
    [HEADER.chatSecret]: z.string().regex(/^[0-9a-f]{32,128}$/i, 'expected a hex digest'),
    [HEADER.chatTime]: z.string().regex(/^\d{10,13}$/, 'expected a unix time'),
  }),
  body: z.object({ chat_id: textSchema('id').min(1).optional() }),
  response: chatTokenSchema,
  purpose: 'Chat token for a visitor (secret and time headers)',
});

/** Every call of the chat group. */
export const chatEndpoints = [chatToken, chatGuestToken] as const;
