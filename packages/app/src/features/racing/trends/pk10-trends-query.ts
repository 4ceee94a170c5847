// The race history the pk10 trends are counted over (issue 16, "Beyond: trends"): the last 50
// races, of which the drawn ones count. The counting is @bet/domain's; a draw it refuses turns the
// read into its error state.
import type { DataOf } from '@bet/api/contract/endpoints';
import { pk10Trends, type Pk10Trends } from '@bet/domain/racing-trends';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { TREND_DRAWS_READ } from '../../../lib/api/trend-draws';

/** Trends of the drawn races of a racing.draws page; null when none is drawn yet. */
export function trendsOfRaces(page: DataOf<'racing.draws'>): Pk10Trends | null {
  const drawn = page.list.flatMap(({ cars }) => (cars === null ? [] : [cars]));
  return drawn.length === 0 ? null : pk10Trends(drawn);
}

export const pk10TrendsQuery = () => ({
  ...endpointQuery('racing.draws', {
    params: { game: 'pk10' },
    query: { limit: TREND_DRAWS_READ },
  }),
  select: trendsOfRaces,
});
