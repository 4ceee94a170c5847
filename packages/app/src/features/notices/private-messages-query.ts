// Private messages (spec section 7: GET api/v1/notice/private; POST api/v1/messagesync marks
// them read).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointMutation, endpointQuery } from '../../lib/api/endpoint-query';

export function privateMessagesQuery() {
  return endpointQuery('notices.private', { query: { start: 0, limit: 100 } });
}

export function usePrivateMessages() {
  return useQuery(privateMessagesQuery());
}

/** Marks messages read on the server, then in the cached list (no read again needed). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutation('notices.sync'),
    onSuccess: (_answer, { body: { ids } }) =>
      queryClient.setQueryData(privateMessagesQuery().queryKey, (page) =>
        page === undefined
          ? page
          : {
              ...page,
              list: page.list.map((m) => (ids.includes(m.id) ? { ...m, read: true } : m)),
            },
      ),
  });
}
