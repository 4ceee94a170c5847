// The mark-six reads (spec section 7, "Lottery and racing"): the open draw (the newest draw, up to
// the next one), the draw before it (the latest result), the odds of the game, and every draw a
// page at a time. A draw waiting for its result, or a next draw not yet listed, is read again
// every few seconds.
import type { DataOf } from '@bet/api/contract/endpoints';
import type { MarkSixGame } from '@bet/domain/games';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery } from '../../lib/api/endpoint-query';

export type MarkSixDraw = DataOf<'lottery.draws'>['list'][number];
export type LotteryOdds = DataOf<'lottery.odds'>;

export const PAST_DRAWS_PAGE_SIZE = 20;
/** How often a draw that is due, or its result, is read again while awaited (ms). */
export const DRAW_WAIT_POLL_MS = 5000;

const awaitingResult = (draw: MarkSixDraw | undefined) =>
  draw !== undefined && draw.state === 'pending' && draw.numbers === null;

/**
 * The open draw. Once its draw time has passed on the server's clock (`serverNow`), the next draw
 * is awaited: read again until it is listed.
 */
export function useOpenDraw(game: MarkSixGame, serverNow: () => number) {
  return useQuery({
    ...endpointQuery('lottery.draws', { params: { game }, query: { limit: 1 } }),
    select: (page) => page.list[0],
    refetchInterval: (query) => {
      const draw = query.state.data?.list[0];
      return draw !== undefined && Date.parse(draw.draw_at) <= serverNow()
        ? DRAW_WAIT_POLL_MS
        : false;
    },
  });
}

/** The draw before the open one: the latest result, read again while its result is awaited. */
export function useLatestDraw(game: MarkSixGame) {
  return useQuery({
    ...endpointQuery('lottery.draws', { params: { game }, query: { start: 1, limit: 1 } }),
    select: (page) => page.list[0],
    refetchInterval: (query) =>
      awaitingResult(query.state.data?.list[0]) ? DRAW_WAIT_POLL_MS : false,
  });
}

export function useLotteryOdds(game: MarkSixGame) {
  return useQuery(endpointQuery('lottery.odds', { query: { game } }));
}

/** Every draw, newest first, a page at a time. */
export function usePastDraws(game: MarkSixGame) {
  return useInfiniteQuery(
    endpointPages('lottery.draws', { params: { game } }, PAST_DRAWS_PAGE_SIZE),
  );
}

/** The draws of the pages read so far that are over: drawn, or canceled. */
export function pastDrawsOf(pages: readonly { readonly list: readonly MarkSixDraw[] }[]) {
  return pages.flatMap((page) => page.list).filter((draw) => draw.state !== 'pending');
}
