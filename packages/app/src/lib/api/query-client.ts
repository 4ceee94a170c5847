// React Query defaults from spec section 9: data is kept 60 s. The HTTP client already retries
// (5 s timeout, 3 retries, none below status 500), so React Query must not multiply attempts.
// The client is bound to the app's HTTP client, which every endpoint query and mutation calls
// (endpoint-query.ts), and a successful mutation invalidates the reads its options name.
import { CACHE_MS } from '@bet/domain/constants';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { bindHttp, endpointFilter } from './endpoint-query';
import type { HttpClient } from './http';

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
  return queryClient;
}
