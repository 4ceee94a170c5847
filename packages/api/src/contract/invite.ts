import * as z from 'zod';
import { queryInt, slugSchema } from './common';
import { defineEndpoint } from './endpoint';

// The invite group: the invite code by invite type, and the share link of a code.

/** Invite code types: agents choose among them (spec section 6). */
export const INVITE_TYPES = { member: 1, agent: 2 } as const;

export const inviteCodeSchema = z.object({
  type: z.literal(Object.values(INVITE_TYPES)),
  code: z.string().min(1),
});

export const shareSchema = z.object({ code: z.string(), nickname: z.string(), link: z.url() });

export const inviteCode = defineEndpoint({
  id: 'invite.code',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/invite_code',
  auth: 'member',
  documented: false,
  query: z.object({ type: queryInt(1).pipe(z.literal(Object.values(INVITE_TYPES))) }),
  response: inviteCodeSchema,
  purpose: 'Invite code of an invite type (agents choose the type)',
});

export const inviteShare = defineEndpoint({
  id: 'invite.share',
  method: 'GET',
  service: 'root',
  path: '/api/v1/share/{code}',
  auth: 'none',
  params: z.object({ code: slugSchema }),
  response: shareSchema,
  purpose: 'Inviter and registration link of an invite code',
});

/** Every call of the invite group. */
export const inviteEndpoints = [inviteCode, inviteShare] as const;
