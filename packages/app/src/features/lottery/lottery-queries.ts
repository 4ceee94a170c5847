// The mark-six reads (spec section 7, "Lottery and racing"): the game's draws newest first (limit 1
// is the open draw, start 1 the latest result; features/draws reads them), the odds of the game,
// and every draw a page at a time.
import type { DataOf } from '@bet/api/contract/endpoints';
import type { MarkSixGame } from '@bet/domain/games';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery } from '../../lib/api/endpoint-query';
import { PAST_DRAWS_PAGE_SIZE } from '../draws';

export type MarkSixDraw = DataOf<'lottery.draws'>['list'][number];
export type LotteryOdds = DataOf<'lottery.odds'>;

/** The game's newest draws from `start`: the open draw (0), the latest result (1). */
export const lotteryDrawQuery = (game: MarkSixGame, start: 0 | 1) =>
  endpointQuery('lottery.draws', { params: { game }, query: { start, limit: 1 } });

export function useLotteryOdds(game: MarkSixGame) {
  return useQuery(endpointQuery('lottery.odds', { query: { game } }));
}

/** Every draw, newest first, a page at a time. */
export function usePastDraws(game: MarkSixGame) {
  return useInfiniteQuery(
    endpointPages('lottery.draws', { params: { game } }, PAST_DRAWS_PAGE_SIZE),
  );
}
