// The member's invite code of an invite type (spec section 7: "invite code by invite type
// (refetched when the type changes)": the type is in the query, so in the key).
import type { INVITE_TYPES } from '@bet/api/contract/invite';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/api/endpoint-query';

export type InviteType = (typeof INVITE_TYPES)[keyof typeof INVITE_TYPES];

export function useInviteCode(type: InviteType) {
  return useQuery(endpointQuery('invite.code', { query: { type } }));
}
