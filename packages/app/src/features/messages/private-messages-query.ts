// Private messages (spec section 7: GET api/v1/notice/private; POST api/v1/messagesync marks
// them read). Member data: keyed by the member.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/api/http';
import { useHttp } from '../../lib/services';
import { useSession } from '../auth';
import { contract } from '../../lib/api/contract';

export const privateMessagesKey = (uid: string | null) => ['notices.private', uid] as const;

export function privateMessagesQueryOptions(http: HttpClient, uid: string | null) {
  return queryOptions({
    queryKey: privateMessagesKey(uid),
    queryFn: async ({ signal }) =>
      http.request((await contract.notices()).noticesPrivate, {
        signal,
        query: { start: 0, limit: 100 },
      }),
  });
}

export function usePrivateMessages() {
  const { uid } = useSession();
  return useQuery(privateMessagesQueryOptions(useHttp(), uid));
}

/** Marks messages read on the server, then in the cached list. */
export function useMarkRead() {
  const http = useHttp();
  const { uid } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      http.request((await contract.notices()).noticesSync, { body: { ids } }),
    onSuccess: (_answer, ids) =>
      queryClient.setQueryData(privateMessagesQueryOptions(http, uid).queryKey, (page) =>
        page === undefined
          ? page
          : {
              ...page,
              list: page.list.map((m) => (ids.includes(m.id) ? { ...m, read: true } : m)),
            },
      ),
  });
}
