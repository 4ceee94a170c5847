// Game availability (spec sections 4 and 7): polled every 60 s, hidden games left out of the
// visible list, disabled games kept apart, every list cached locally (availability-cache.ts).
import { AVAILABILITY_POLL_MS } from '@bet/domain/constants';
import { splitAvailability, type GameAvailability } from '@bet/domain/games';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { useServices } from '../../../lib/services';
import type { SecureStorage } from '../../../lib/storage/secure-storage';

// The cache codec (fflate) loads after the first render, like the API client.
const cacheCodec = () => import('./availability-cache');

export function availabilityQuery() {
  return {
    ...endpointQuery('games.availability'),
    select: splitAvailability,
    refetchInterval: AVAILABILITY_POLL_MS,
    refetchIntervalInBackground: false,
  };
}

/**
 * Puts the cached list in place while the first poll is on its way (navigation shows its
 * sections at once on a return visit). Never overwrites an answer that arrived first; stale at
 * once (updatedAt 0), so the poll still replaces it.
 */
export async function primeAvailability(
  queryClient: QueryClient,
  storage: SecureStorage,
): Promise<void> {
  const cached = (await cacheCodec()).readAvailabilityCache(storage);
  const { queryKey } = availabilityQuery();
  if (cached === undefined || queryClient.getQueryData(queryKey) !== undefined) return;
  queryClient.setQueryData<GameAvailability[]>(queryKey, cached.available, { updatedAt: 0 });
}

/** Mounted once by the shell: primes the read from the cache, and caches every answer. */
export function useAvailabilityCache(): void {
  const { storage } = useServices();
  const queryClient = useQueryClient();
  const answer = useQuery(availabilityQuery());
  useEffect(() => {
    void primeAvailability(queryClient, storage);
  }, [queryClient, storage]);
  const split = answer.data;
  const fresh = answer.dataUpdatedAt > 0;
  useEffect(() => {
    if (split !== undefined && fresh)
      void cacheCodec().then((codec) => codec.writeAvailabilityCache(storage, split));
  }, [split, fresh, storage]);
}

/** The availability split; undefined until the cache or the first answer provides one. */
export function useGameAvailability() {
  return useQuery(availabilityQuery());
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
