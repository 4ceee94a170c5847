// Results of finished matches (spec section 7: GET api/v1/{game}/history), newest first, a page at
// a time (spec section 9: the next page loads near the end of the list), optionally of one day.
import type { SPORT_GAMES } from '@bet/api/contract/sports';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointPages } from '../../../lib/api/endpoint-query';

export type ResultsGame = (typeof SPORT_GAMES)[number];

export const RESULTS_PAGE_SIZE = 20;

export function useResults(game: ResultsGame, date: string | null) {
  return useInfiniteQuery(
    endpointPages(
      'sports.history',
      { params: { game }, query: date === null ? {} : { date } },
      RESULTS_PAGE_SIZE,
    ),
  );
}
