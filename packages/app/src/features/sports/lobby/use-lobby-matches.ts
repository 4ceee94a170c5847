// The matches of a sport lobby (spec section 7: GET api/v1/{game}, paged with start/limit; a
// timestamp filter lists the matches starting at or after it).
import type { SportMatch } from '@bet/api/contract/sports-schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointPages } from '../../../lib/api/endpoint-query';
import type { SlipGame } from '../../bet-slip';

export const LOBBY_PAGE_SIZE = 100;

export function useLobbyMatches(game: SlipGame) {
  const query = useInfiniteQuery(
    endpointPages('sports.matches', { params: { game }, query: {} }, LOBBY_PAGE_SIZE),
  );
  const matches = useMemo<SportMatch[]>(
    () => (query.data?.pages ?? []).flatMap((page: { list: readonly SportMatch[] }) => page.list),
    [query.data],
  );
  return { ...query, matches };
}
