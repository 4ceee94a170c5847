// Mark-six and racing calls (spec section 7, "Lottery and racing"): odds, draws (history and the
// open draw), the last racing draw, and bets.
import { lotteryBet } from '@bet/api/contract/lottery';
import { racingBet } from '@bet/api/contract/racing';
import { betRoute } from '../betting/bet-route.ts';
import type { Db } from '../db/database.ts';
import { RACING_GAME, nextDraw, type DrawGame } from '../feeds/draw-schedule.ts';
import { routesOf } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { markSixOddsGroups } from '../lottery/mark-six-odds.ts';
import { planLotteryBet } from '../lottery/lottery-planner.ts';
import { memberById } from '../members/members.ts';
import { racingOddsList } from '../racing/racing-odds.ts';
import { planRacingBet } from '../racing/racing-planner.ts';
import { drawCalendarDate } from '../settlement/draw-date.ts';
import { markSixDrawView, racingDrawView } from '../views/draw-views.ts';
import { page } from './notices.ts';

/** Draws of a game up to its open one, newest first; or the one draw asked for. */
async function drawPage(
  db: Db,
  game: DrawGame,
  now: Date,
  query: { start?: number | undefined; limit?: number | undefined; id?: string | undefined },
) {
  const range = page(query);
  let base = db.selectFrom('draws').where('game', '=', game);
  base =
    query.id === undefined
      ? base.where('draw_at', '<=', nextDraw(game, now).drawAt)
      : base.where('match_id', '=', query.id);
  const rows = await base
    .selectAll()
    .orderBy('draw_at', 'desc')
    .offset(range.offset)
    .limit(range.limit)
    .execute();
  const { n } = await base
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

/** The currency a lottery or racing bet is staked in: the body's, else the member's selected one. */
async function stakeCurrency(db: Db, memberId: bigint, given: string | undefined): Promise<string> {
  return given ?? (await memberById(db, memberId)).currency;
}

export const lotteryRoutes = [
  betRoute(lotteryBet, async ({ body, principal, services }) =>
    planLotteryBet(
      services.betting.planContext(),
      principal.memberId,
      body,
      await stakeCurrency(services.db, principal.memberId, body.currency),
    ),
  ),
  betRoute(racingBet, async ({ body, principal, services }) =>
    planRacingBet(
      services.betting.planContext(),
      principal.memberId,
      body,
      await stakeCurrency(services.db, principal.memberId, body.currency),
    ),
  ),
  ...routesOf(lotteryRacingEndpoints, {
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
  }),
];
