// The draws around a draw game's page (spec sections 4 and 7): the open draw, with the countdown to
// its deadline and whether betting is closed, and the draw before it (the latest result). Each
// game names its own read (lottery.draws, racing.draws): limit 1 is the open draw, start 1 the
// latest result. When the server's clock passes the open draw's time, the game's reads are
// invalidated and the open draw is read again until the next one is listed, so it opens by itself.
import type { ApiError } from '@bet/api/client/errors';
import type { EndpointId } from '@bet/api/contract/endpoints';
import type { DrawState } from '@bet/domain/statuses';
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointFilter, type EndpointKey } from '../../lib/api/endpoint-query';
import { useServerClock } from '../../lib/api/server-clock';
import { countdownTo, useServerNowEachSecond } from './use-draw-countdown';

/** What every draw has, mark six or racing. */
export interface DrawTiming {
  readonly match_id: string;
  readonly state: DrawState;
  readonly draw_at: string;
  readonly deadline: string;
}

/** A page of draws as the contract answers it (mutable arrays, as zod gives them). */
export interface DrawPage<D> {
  list: D[];
  total: number;
}

/** A read of a page of draws, newest first (endpointQuery of lottery.draws or racing.draws). */
export type DrawPageQuery<D> = UseQueryOptions<DrawPage<D>, ApiError, DrawPage<D>, EndpointKey>;

/** How often a draw that is due, or its result, is read again while awaited (ms). */
export const DRAW_WAIT_POLL_MS = 5000;

/**
 * The open draw: `query` reads the newest draw (limit 1). `refresh` are the reads that follow the
 * open draw (the game's draws, odds priced for its date), invalidated once its time has passed.
 */
export function useOpenDraw<D extends DrawTiming>(
  query: DrawPageQuery<D>,
  refresh: readonly EndpointId[],
) {
  const queryClient = useQueryClient();
  const { serverNow } = useServerClock();
  const open = useQuery({
    ...query,
    select: (page: DrawPage<D>) => page.list[0],
    refetchInterval: (current) => {
      const draw = current.state.data?.list[0];
      return draw !== undefined && Date.parse(draw.draw_at) <= serverNow()
        ? DRAW_WAIT_POLL_MS
        : false;
    },
  });
  const draw = open.data;
  // One ticking clock for both instants of the draw.
  const now = useServerNowEachSecond();
  const deadline = countdownTo(draw?.deadline, now);
  const due = countdownTo(draw?.draw_at, now).passed;
  useEffect(() => {
    if (!due) return;
    for (const id of refresh) void queryClient.invalidateQueries(endpointFilter(id));
  }, [due, draw?.match_id, queryClient, refresh]);
  return {
    open,
    draw,
    msLeft: deadline.msLeft,
    /** The deadline has passed: "Betting closed for this draw" until the next draw opens. */
    closed: deadline.passed || (draw !== undefined && draw.state !== 'pending'),
  };
}

export type OpenDrawState<D extends DrawTiming> = ReturnType<typeof useOpenDraw<D>>;

/** The draw before the open one (start 1, limit 1), read again while its result is awaited. */
export function useLatestDraw<D extends DrawTiming>(query: DrawPageQuery<D>) {
  return useQuery({
    ...query,
    select: (page: DrawPage<D>) => page.list[0],
    refetchInterval: (current) =>
      current.state.data?.list[0]?.state === 'pending' ? DRAW_WAIT_POLL_MS : false,
  });
}
