// Results of finished matches (spec section 7: GET api/v1/{game}/history), newest first, a page at
// a time (spec section 9: the next page loads near the end of the list), optionally of one day.
import type { SPORT_GAMES } from '@bet/api/contract/sports';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/api/http';
import { contract } from '../../../lib/api/contract';
import { useHttp } from '../../../lib/services';

export type ResultsGame = (typeof SPORT_GAMES)[number];

export const RESULTS_PAGE_SIZE = 20;

export function resultsQueryOptions(http: HttpClient, game: ResultsGame, date: string | null) {
  return infiniteQueryOptions({
    queryKey: ['sports.history', game, date],
    queryFn: async ({ pageParam, signal }) =>
      http.request((await contract.sports()).sportsHistory, {
        signal,
        params: { game },
        query: {
          start: pageParam,
          limit: RESULTS_PAGE_SIZE,
          ...(date === null ? {} : { date }),
        },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

export function useResults(game: ResultsGame, date: string | null) {
  return useInfiniteQuery(resultsQueryOptions(useHttp(), game, date));
}
