// A member's bets of one game, newest first, a page at a time, with the my-bets status filter
// (-1 or none: every bet); nobody else's bets. Sports' my bets and the draw games' read it.
import type { Db } from '../db/database.ts';
import { page, pageWithTotal } from '../http/paging.ts';

export async function memberBetPage(
  db: Db,
  memberId: bigint,
  game: string,
  query: { start?: number | undefined; limit?: number | undefined; status?: number | undefined },
) {
  const range = page(query);
  let base = db.selectFrom('bets').where('member_id', '=', memberId).where('game', '=', game);
  if (query.status !== undefined && query.status !== -1)
    base = base.where('status', '=', query.status);
  return pageWithTotal(base, range, (builder) => builder.selectAll().orderBy('id', 'desc'));
}
