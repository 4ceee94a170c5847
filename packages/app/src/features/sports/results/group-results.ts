// The loaded pages of results as one list grouped by day, newest day first. Days are the server's
// (UTC) calendar days, the same days the date filter asks for. A result that moved to the next
// page while new ones arrived is listed once.
import type { DataOf } from '@bet/api/contract/endpoints';
import { utcDayOfSeconds } from '@bet/domain/date-range';

export type MatchResult = DataOf<'sports.history'>['list'][number];

export interface ResultDay {
  readonly day: string;
  readonly results: readonly MatchResult[];
}

export function groupResultsByDay(pages: readonly { list: readonly MatchResult[] }[]): ResultDay[] {
  const seen = new Set<number>();
  const days = new Map<string, MatchResult[]>();
  for (const result of pages.flatMap((page) => page.list)) {
    if (seen.has(result.match_id)) continue;
    seen.add(result.match_id);
    const day = utcDayOfSeconds(result.match_start_time);
    const list = days.get(day);
    if (list === undefined) days.set(day, [result]);
    else list.push(result);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([day, results]) => ({
      day,
      results: results.toSorted((a, b) => b.match_start_time - a.match_start_time),
    }));
}
