// The pk10 reads (spec section 7, "Lottery and racing"): the races newest first (limit 1 is the
// open draw, start 1 the latest result; features/draws reads them), the odds, and every race a
// page at a time.
import type { DataOf } from '@bet/api/contract/endpoints';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery } from '../../lib/api/endpoint-query';
import { PAST_DRAWS_PAGE_SIZE } from '../draws';
import { RACING_GAME } from './racing-game';

export type RacingDraw = DataOf<'racing.draws'>['list'][number];

const params = { game: RACING_GAME } as const;

/** The newest races from `start`: the open draw (0), the latest result (1). */
export const racingDrawQuery = (start: 0 | 1) =>
  endpointQuery('racing.draws', { params, query: { start, limit: 1 } });

export function useRacingOdds() {
  return useQuery(endpointQuery('racing.odds', { params }));
}

/** Every race, newest first, a page at a time. */
export function usePastRaces() {
  return useInfiniteQuery(endpointPages('racing.draws', { params }, PAST_DRAWS_PAGE_SIZE));
}
