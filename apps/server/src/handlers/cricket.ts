// Cricket calls (spec section 7, "Cricket", on /sports): the match list, one match, and bets.
import { cricketBet, cricketEndpoints } from '@bet/api/contract/cricket';
import { betRoute } from '../betting/bet-route.ts';
import { planCricketBet } from '../betting/cricket-planner.ts';
import type { SportMatch } from '../db/schema-games.ts';
import { cricketMarkets } from '../feeds/cricket-markets.ts';
import { routesOf } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { isOpen, shownScore } from '../views/match-views.ts';

/** The cricket list shows the next matches (and those in play), not the whole horizon. */
const LIST_LIMIT = 100;

function cricketView(match: SportMatch, now: Date) {
  const score = shownScore(match, now);
  const open = isOpen(match, now);
  return {
    matchId: String(match.id),
    seriesName: match.league,
    teamA: match.home,
    teamB: match.away,
    startTime: match.kickoff_at.toISOString(),
    // The cricket API has no postponed state: a postponed match is upcoming, its markets suspended.
    state: match.state === 'postponed' ? ('upcoming' as const) : match.state,
    score: score.home === null ? null : `${score.home} - ${score.away ?? 0}`,
    markets: cricketMarkets(match, open).map(({ options, ...market }) => ({
      ...market,
      options: options.map(({ id, slipLabel, odd }) => ({ id, slipLabel, odd })),
    })),
  };
}

export const cricketRoutes = [
  betRoute(cricketBet, async ({ body, principal, services }) =>
    planCricketBet(services.betting.planContext(), principal.memberId, body),
  ),
  ...routesOf(cricketEndpoints, {
    'cricket.matches': async ({ services }) => {
      const now = services.now();
      const rows = await services.db
        .selectFrom('sport_matches')
        .selectAll()
        .where('sport', '=', 'cricket')
        .where('result_at', 'is', null)
        .orderBy('kickoff_at')
        .limit(LIST_LIMIT)
        .execute();
      return rows.map((row) => cricketView(row, now));
    },
    'cricket.match': async ({ params, services }) => {
      const id = /^\d{1,18}$/.test(params.id) ? BigInt(params.id) : null;
      const row =
        id === null
          ? undefined
          : await services.db
              .selectFrom('sport_matches')
              .selectAll()
              .where('id', '=', id)
              .where('sport', '=', 'cricket')
              .executeTakeFirst();
      if (!row) throw notFound('Match not found');
      return cricketView(row, services.now());
    },
  }),
];
