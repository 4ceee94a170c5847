// Bet statistics of one game between two days (spec section 7, "Reports"): GET
// api/v1/member/bet/statistics?game_id&start_date&end_date, except noah (28) on
// api/v1/pg2/games/statistics and winfinity (29) on api/v1/winfinity/games/statistics.
import type { DateRange } from '@bet/domain/date-range';
import { GAME_IDS, type GameKey } from '@bet/domain/games';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/api/endpoint-query';

export function reportQuery(game: GameKey, range: DateRange) {
  const query = { start_date: range.start, end_date: range.end };
  if (game === 'noah') return endpointQuery('reports.noahStatistics', { query });
  if (game === 'winfinity') return endpointQuery('reports.winfinityStatistics', { query });
  return endpointQuery('reports.betStatistics', { query: { game_id: GAME_IDS[game], ...query } });
}

export function useReport(game: GameKey, range: DateRange) {
  return useQuery(reportQuery(game, range));
}
