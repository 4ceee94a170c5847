// The draw history the mark-six trends are counted over (issue 16, "Beyond: trends"): the game's
// last 50 draws, newest first, of which the drawn ones count. The counting is @bet/domain's; a
// draw it refuses, or a date outside the zodiac table, turns the read into its error state.
import type { DataOf } from '@bet/api/contract/endpoints';
import type { MarkSixGame } from '@bet/domain/games';
import { drawCalendarDate } from '@bet/domain/mark-six';
import { markSixTrends, type MarkSixTrends } from '@bet/domain/mark-six-trends';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { TREND_DRAWS_READ } from '../../../lib/api/trend-draws';

/** Trends of the drawn draws of a lottery.draws page; null when none is drawn yet. */
export function trendsOfDraws(page: DataOf<'lottery.draws'>): MarkSixTrends | null {
  const drawn = page.list.flatMap(({ numbers, special, draw_at }) =>
    numbers === null || special === null
      ? []
      : [{ numbers, special, date: drawCalendarDate(new Date(draw_at)) }],
  );
  return drawn.length === 0 ? null : markSixTrends(drawn);
}

export const markSixTrendsQuery = (game: MarkSixGame) => ({
  ...endpointQuery('lottery.draws', { params: { game }, query: { limit: TREND_DRAWS_READ } }),
  select: trendsOfDraws,
});
