// The member's invite code of an invite type (spec section 7: "invite code by invite type
// (refetched when the type changes)").
import type { INVITE_TYPES } from '@bet/api/contract/invite';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/api/http';
import { useHttp } from '../../lib/services';
import { useSession } from '../auth';
import { contract } from '../../lib/api/contract';

export type InviteType = (typeof INVITE_TYPES)[keyof typeof INVITE_TYPES];

export function inviteCodeQueryOptions(http: HttpClient, uid: string | null, type: InviteType) {
  return queryOptions({
    queryKey: ['invite.code', uid, type],
    queryFn: async ({ signal }) =>
      http.request((await contract.otherReads()).inviteCode, { signal, query: { type } }),
  });
}

export function useInviteCode(type: InviteType) {
  const { uid } = useSession();
  return useQuery(inviteCodeQueryOptions(useHttp(), uid, type));
}
