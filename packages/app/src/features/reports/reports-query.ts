// Bet statistics of one game between two days (spec section 7, "Reports"): GET
// api/v1/member/bet/statistics?game_id&start_date&end_date, except noah (28) on
// api/v1/pg2/games/statistics and winfinity (29) on api/v1/winfinity/games/statistics. Member
// data: keyed by the member.
import type { DateRange } from '@bet/domain/date-range';
import { GAME_IDS, type GameKey } from '@bet/domain/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/api/http';
import { contract } from '../../lib/api/contract';
import { useHttp } from '../../lib/services';
import { useSession } from '../auth';

async function fetchStatistics(
  http: HttpClient,
  game: GameKey,
  range: DateRange,
  signal: AbortSignal,
) {
  const reports = await contract.reports();
  const query = { start_date: range.start, end_date: range.end };
  if (game === 'noah') return http.request(reports.reportsNoahStatistics, { signal, query });
  if (game === 'winfinity') {
    return http.request(reports.reportsWinfinityStatistics, { signal, query });
  }
  return http.request(reports.reportsBetStatistics, {
    signal,
    query: { game_id: GAME_IDS[game], ...query },
  });
}

export function reportQueryOptions(
  http: HttpClient,
  uid: string | null,
  game: GameKey,
  range: DateRange,
) {
  return queryOptions({
    queryKey: ['reports.statistics', uid, game, range.start, range.end],
    queryFn: ({ signal }) => fetchStatistics(http, game, range, signal),
  });
}

export function useReport(game: GameKey, range: DateRange) {
  const { uid } = useSession();
  return useQuery(reportQueryOptions(useHttp(), uid, game, range));
}
