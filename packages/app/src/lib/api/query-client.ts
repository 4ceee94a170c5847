// React Query defaults from spec section 9: data is kept 60 s. The HTTP client already retries
// (5 s timeout, 3 retries, none below status 500), so React Query must not multiply attempts.
// The client is bound to the app's HTTP client, which every endpoint query and mutation calls
// (endpoint-query.ts), and a successful mutation invalidates the reads its options name. It starts
// with the starter's answers of the first screen (seedEarlyAnswers).
import { CACHE_MS } from '@bet/domain/constants';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { onEarlyAnswers } from './early-fetch';
import { bindHttp, endpointFilter, endpointKey } from './endpoint-query';
import type { HttpClient } from './http';

/**
 * The starter's answers (early-fetch.ts) put in the cache as they come, where the query has no data
 * yet: the first render paints home's slides and tiles without waiting for the API client and the
 * schemas. Stale at once (updatedAt 0): the query still reads on mount, through the client's
 * envelope and schema checks, and its data, or its error, replaces the starter's.
 */
export function seedEarlyAnswers(queryClient: QueryClient, early = globalThis.window?.__betEarly) {
  onEarlyAnswers((id, data) => {
    const key = endpointKey(id);
    if (queryClient.getQueryData(key) === undefined)
      queryClient.setQueryData(key, data, { updatedAt: 0 });
  }, early);
}

export function createAppQueryClient(http: HttpClient): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const ids = mutation.meta?.invalidates ?? [];
        await Promise.all(ids.map((id) => queryClient.invalidateQueries(endpointFilter(id))));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: CACHE_MS,
        gcTime: 5 * CACHE_MS,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  bindHttp(queryClient, http);
  seedEarlyAnswers(queryClient);
  return queryClient;
}
