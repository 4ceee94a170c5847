// Racing calls (spec section 7, "Lottery and racing"): odds, draws, the last draw, bets and the
// member's bets (issue 16).
import { racingBet, racingEndpoints } from '@bet/api/contract/racing';
import { betRoute } from '../betting/bet-route.ts';
import { RACING_GAME } from '../feeds/draw-schedule.ts';
import { routesOf } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { drawBetPage, drawPage, stakeCurrency } from '../lottery/draw-page.ts';
import { racingOddsList } from '../racing/racing-odds.ts';
import { planRacingBet } from '../racing/racing-planner.ts';
import { racingBetView } from '../views/draw-bet-views.ts';
import { racingDrawView } from '../views/draw-views.ts';

export const racingRoutes = [
  betRoute(racingBet, async ({ body, principal, services }) =>
    planRacingBet(
      services.betting.planContext(),
      principal.memberId,
      body,
      await stakeCurrency(services.db, principal.memberId, body.currency),
    ),
  ),
  ...routesOf(racingEndpoints, {
    'racing.odds': async () => racingOddsList(),
    'racing.draws': async ({ query, services }) => {
      const { rows, total } = await drawPage(services.db, RACING_GAME, services.now(), query);
      return { list: rows.map(racingDrawView), total };
    },
    'racing.last': async ({ services }) => {
      const row = await services.db
        .selectFrom('draws')
        .selectAll()
        .where('game', '=', RACING_GAME)
        .where('state', 'in', ['closed', 'settled'])
        .orderBy('draw_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) throw notFound('No racing draw yet');
      return racingDrawView(row);
    },
    'racing.mybets': async ({ params, query, principal, services }) => {
      const { rows, total } = await drawBetPage(
        services.db,
        principal.memberId,
        params.game,
        query,
      );
      return { list: rows.map(({ bet, draw }) => racingBetView(bet, draw)), total };
    },
  }),
];
