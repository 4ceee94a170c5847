// Mark-six calls (spec section 7, "Lottery and racing"): odds, draws (history and the open draw),
// bets and the member's bets (issue 16).
import { lotteryBet, lotteryEndpoints } from '@bet/api/contract/lottery';
import { betRoute } from '../betting/bet-route.ts';
import { routesOf } from '../http/call.ts';
import { drawBetPage, drawPage, stakeCurrency } from '../lottery/draw-page.ts';
import { planLotteryBet } from '../lottery/lottery-planner.ts';
import { markSixOddsGroups } from '../lottery/mark-six-odds.ts';
import { drawCalendarDate } from '@bet/domain/mark-six';
import { lotteryBetView } from '../views/draw-bet-views.ts';
import { markSixDrawView } from '../views/draw-views.ts';

export const lotteryRoutes = [
  betRoute(lotteryBet, async ({ body, principal, services, brand }) =>
    planLotteryBet(
      services.betting.planContext(),
      brand,
      principal.memberId,
      body,
      await stakeCurrency(services.db, principal.memberId, body.currency),
    ),
  ),
  ...routesOf(lotteryEndpoints, {
    'lottery.odds': async ({ query, services }) => {
      const draw = services.betting.feeds.draws.currentDraw(query.game, services.now());
      const groups = markSixOddsGroups(drawCalendarDate(draw.drawAt));
      return Promise.all(
        groups.map(async (group) => {
          const limit = await services.betting.limits.of(query.game, group.type);
          return {
            index: group.index,
            name: group.name,
            odds: group.lines.map((line) => ({
              ...line,
              min: limit?.bet_min ?? '0',
              max: limit?.bet_max ?? '0',
            })),
          };
        }),
      );
    },
    'lottery.draws': async ({ params, query, services }) => {
      const { rows, total } = await drawPage(services.db, params.game, services.now(), {
        ...query,
        id: query.match_id,
      });
      return { list: rows.map(markSixDrawView), total };
    },
    'lottery.mybets': async ({ query, principal, services }) => {
      const { rows, total } = await drawBetPage(services.db, principal.memberId, query.game, query);
      return { list: rows.map(({ bet, draw }) => lotteryBetView(bet, draw)), total };
    },
  }),
];
