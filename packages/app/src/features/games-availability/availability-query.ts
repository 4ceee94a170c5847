// Game availability (spec sections 4 and 7): polled every 60 s, hidden games left out of the
// visible list, disabled games kept apart, every list cached locally.
import { AVAILABILITY_POLL_MS } from '@bet/domain/constants';
import { splitAvailability, type AvailabilitySplit } from '@bet/domain/games';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { HttpClient } from '../../lib/api/http';
import { useServices } from '../../lib/services';
import type { SecureStorage } from '../../lib/storage/secure-storage';
import { contract } from '../../lib/api/contract';

// The cache codec (fflate) loads after the first render, like the API client.
const cacheCodec = () => import('./availability-cache');

export const AVAILABILITY_KEY = ['games.availability'] as const;

export function availabilityQueryOptions(http: HttpClient, storage: SecureStorage) {
  return queryOptions({
    queryKey: AVAILABILITY_KEY,
    queryFn: async ({ signal }): Promise<AvailabilitySplit> => {
      const { gamesAvailability } = await contract.otherReads();
      const split = splitAvailability(await http.request(gamesAvailability, { signal }));
      await (await cacheCodec()).writeAvailabilityCache(storage, split);
      return split;
    },
    refetchInterval: AVAILABILITY_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * Puts the cached lists in place while the first poll is on its way (navigation shows its
 * sections at once on a return visit). Never overwrites an answer that arrived first; stale at
 * once (updatedAt 0), so the poll still replaces it.
 */
export async function primeAvailability(
  queryClient: QueryClient,
  storage: SecureStorage,
): Promise<void> {
  const cached = (await cacheCodec()).readAvailabilityCache(storage);
  if (cached === undefined || queryClient.getQueryData(AVAILABILITY_KEY) !== undefined) return;
  queryClient.setQueryData<AvailabilitySplit>(AVAILABILITY_KEY, cached, { updatedAt: 0 });
}

/** Mounted once by the shell. */
export function useAvailabilityCache(): void {
  const { storage } = useServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    void primeAvailability(queryClient, storage);
  }, [queryClient, storage]);
}

/** The availability split; undefined until the cache or the first answer provides one. */
export function useGameAvailability() {
  const { http, storage } = useServices();
  return useQuery(availabilityQueryOptions(http, storage));
}

/** Ids of visible games ([] until known): hidden games never appear (spec section 4). */
export function useVisibleGameIds(): readonly number[] {
  return useGameAvailability().data?.visible ?? NONE;
}

/** Ids of disabled games: shown, but as "Game is not active" (spec section 4). */
export function useDisabledGameIds(): readonly number[] {
  return useGameAvailability().data?.disabled ?? NONE;
}

const NONE: readonly number[] = [];
