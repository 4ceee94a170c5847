// React Query defaults from spec section 9: data is kept 60 s. The HTTP client already retries
// (5 s timeout, 3 retries, none below status 500), so React Query must not multiply attempts.
import { CACHE_MS } from '@bet/domain/constants';
import { QueryClient } from '@tanstack/react-query';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
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
}
