// Bet statistics per game and date range (spec section 7, "Reports"): sports and lottery from the
// bets, the third-party games from their rounds; noah (28) and winfinity (29) also on their own
// paths. Amounts are the USDT that moved: stake debited, and for settled bets what came back.
// Valid amount is the stake of settled bets (cancelled ones do not count for turnover).
import { reportsEndpoints } from '@bet/api/contract/reports';
import { rangeDays, REPORT_MAX_DAYS } from '@bet/domain/date-range';
import { gameKeyOf, GAME_IDS } from '@bet/domain/games';
import { BET_STATUS } from '@bet/domain/statuses';
import type { Db } from '../db/database.ts';
import type { LobbyProvider } from '../games/provider-catalog.ts';
import { routesOf } from '../http/call.ts';
import { businessError } from '../http/errors.ts';
import { formatMinor } from '../ledger/units.ts';
import { sql } from 'kysely';

interface Range {
  start_date: string;
  end_date: string;
}

interface DayRow {
  day: string;
  bet_count: bigint;
  bet_amount: bigint;
  valid_amount: bigint;
  profit: bigint;
}

/** Days are UTC calendar days; the range is inclusive and at most REPORT_MAX_DAYS long (domain). */
function assertRange(range: Range): void {
  const days = rangeDays({ start: range.start_date, end: range.end_date });
  if (days > REPORT_MAX_DAYS) {
    throw businessError(`A report covers at most ${REPORT_MAX_DAYS} days`);
  }
}

function statistics(rows: DayRow[]) {
  const sum = (pick: (row: DayRow) => bigint) => rows.reduce((total, row) => total + pick(row), 0n);
  return {
    currency: 'USDT',
    bet_count: Number(sum((row) => row.bet_count)),
    bet_amount: formatMinor(sum((row) => row.bet_amount)),
    valid_amount: formatMinor(sum((row) => row.valid_amount)),
    profit: formatMinor(sum((row) => row.profit)),
    rows: rows.map((row) => ({
      date: row.day,
      bet_count: Number(row.bet_count),
      bet_amount: formatMinor(row.bet_amount),
      valid_amount: formatMinor(row.valid_amount),
      profit: formatMinor(row.profit),
    })),
  };
}

async function betDays(db: Db, memberId: bigint, game: string, range: Range) {
  const result = await sql<DayRow>`
    select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
      count(*)::bigint as bet_count,
      sum(debit)::bigint as bet_amount,
      coalesce(sum(debit) filter (where status = ${BET_STATUS.settled}), 0)::bigint as valid_amount,
      coalesce(sum(credit - debit) filter (where status = ${BET_STATUS.settled}), 0)::bigint as profit
    from bets
    where member_id = ${memberId} and game = ${game}
      and (created_at at time zone 'UTC')::date between ${range.start_date}::date and ${range.end_date}::date
    group by 1 order by 1`.execute(db);
  return result.rows;
}

async function roundDays(db: Db, memberId: bigint, provider: LobbyProvider, range: Range) {
  const result = await sql<DayRow>`
    select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
      count(*)::bigint as bet_count,
      sum(bet_amount)::bigint as bet_amount,
      sum(bet_amount)::bigint as valid_amount,
      sum(win_amount - bet_amount)::bigint as profit
    from provider_bets
    where member_id = ${memberId} and provider = ${provider}
      and (created_at at time zone 'UTC')::date between ${range.start_date}::date and ${range.end_date}::date
    group by 1 order by 1`.execute(db);
  return result.rows;
}

const PROVIDER_OF_GAME: Partial<Record<number, LobbyProvider>> = {
  [GAME_IDS.pgGames]: 'pg',
  [GAME_IDS.tadaGames]: 'tada',
  [GAME_IDS.noah]: 'noah',
  [GAME_IDS.winfinity]: 'winfinity',
};

export const reportsRoutes = routesOf(reportsEndpoints, {
  'reports.betStatistics': async ({ query, principal, services }) => {
    assertRange(query);
    const provider = PROVIDER_OF_GAME[query.game_id];
    if (provider)
      return statistics(await roundDays(services.db, principal.memberId, provider, query));
    const game = gameKeyOf(query.game_id);
    if (!game) throw businessError('Unknown game');
    return statistics(await betDays(services.db, principal.memberId, game, query));
  },
  'reports.noahStatistics': async ({ query, principal, services }) => {
    assertRange(query);
    return statistics(await roundDays(services.db, principal.memberId, 'noah', query));
  },
  'reports.winfinityStatistics': async ({ query, principal, services }) => {
    assertRange(query);
    return statistics(await roundDays(services.db, principal.memberId, 'winfinity', query));
  },
});
