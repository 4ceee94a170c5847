// Pages of draws (mark six and racing), pages of a member's bets on them, and the stake currency of
// a lottery or racing bet. Mark-six and racing calls (spec section 7, "Lottery and racing"): odds,
// draws (history and the open draw), the last racing draw, bets and my bets.
import { memberBetPage } from '../betting/member-bets.ts';
import type { Db } from '../db/database.ts';
import { nextDraw, type DrawGame } from '../feeds/draw-schedule.ts';
import { page, pageWithTotal } from '../http/paging.ts';
import { memberById } from '../members/members.ts';

/** Draws of a game up to its open one, newest first; or the one draw asked for. */
export async function drawPage(
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
  return pageWithTotal(base, range, (builder) => builder.selectAll().orderBy('draw_at', 'desc'));
}

/** The currency a lottery or racing bet is staked in: the body's, else the member's selected one. */
export async function stakeCurrency(
  db: Db,
  memberId: bigint,
  given: string | undefined,
): Promise<string> {
  return given ?? (await memberById(db, memberId)).currency;
}

/**
 * A member's bets of one draw game, newest first, with a status filter (-1 or none: every bet),
 * each beside its draw; nobody else's bets.
 */
export async function drawBetPage(
  db: Db,
  memberId: bigint,
  game: DrawGame,
  query: { start?: number | undefined; limit?: number | undefined; status?: number | undefined },
) {
  const { rows: bets, total } = await memberBetPage(db, memberId, game, query);
  const matchIds = [...new Set(bets.flatMap((bet) => bet.draw_match_id ?? []))];
  const draws =
    matchIds.length === 0
      ? []
      : await db
          .selectFrom('draws')
          .selectAll()
          .where('game', '=', game)
          .where('match_id', 'in', matchIds)
          .execute();
  const byId = new Map(draws.map((draw) => [draw.match_id, draw]));
  return {
    rows: bets.map((bet) => ({ bet, draw: byId.get(bet.draw_match_id ?? '') })),
    total,
  };
}
