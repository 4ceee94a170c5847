// The rows of a lobby list: "starting soon" is the next matches by kick-off; "all events" groups
// them by day and league (a header row per group; a collapsed league hides its matches).
import type { SportMatch } from '@bet/api/contract/sports-schemas';

export type LobbyView = 'soon' | 'all';

export type LobbyRow =
  | {
      readonly type: 'league';
      readonly key: string;
      readonly league: string;
      /** The day's first kick-off (ISO), shown as a date in the member's language. */
      readonly day: string;
      readonly count: number;
    }
  | { readonly type: 'match'; readonly key: string; readonly match: SportMatch };

/** How many matches "starting soon" lists. */
export const STARTING_SOON_COUNT = 20;

/** The grouping key of a match's day (local calendar day); never shown. */
const dayOf = (match: SportMatch) => new Date(match.match_start_time * 1000).toDateString();

export function lobbyRows(
  matches: readonly SportMatch[],
  view: LobbyView,
  collapsed: ReadonlySet<string>,
): LobbyRow[] {
  const sorted = [...matches].sort((a, b) => a.match_start_time - b.match_start_time);
  if (view === 'soon') {
    return sorted
      .filter((m) => m.state === 'upcoming')
      .slice(0, STARTING_SOON_COUNT)
      .map((match) => ({ type: 'match', key: `m${match.match_id}`, match }));
  }
  const groups = new Map<string, SportMatch[]>();
  for (const match of sorted) {
    const key = `${dayOf(match)}|${match.league_name}`;
    const list = groups.get(key);
    if (list === undefined) groups.set(key, [match]);
    else list.push(match);
  }
  const rows: LobbyRow[] = [];
  for (const [key, list] of groups) {
    const first = list[0];
    if (first === undefined) continue;
    rows.push({
      type: 'league',
      key,
      league: first.league_name,
      day: new Date(first.match_start_time * 1000).toISOString(),
      count: list.length,
    });
    if (collapsed.has(key)) continue;
    for (const match of list) rows.push({ type: 'match', key: `m${match.match_id}`, match });
  }
  return rows;
}
