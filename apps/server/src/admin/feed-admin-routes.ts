// Operator endpoints of part 2 (behind X-Admin-Key, see admin-routes.ts): drive the feeds, cancel a
// match or a draw (its bets are refunded, status 32), move a price, and check the books of the bets
// (the bench's integrity check).
import { BET_STATUS } from '@bet/domain/statuses';
import { sql } from 'kysely';
import { z } from 'zod';
import { isDrawGame } from '../feeds/draw-schedule.ts';
import type { App } from '../http/app.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { auditLedger, ledgerTotal } from '../ledger/ledger.ts';

const lookupBody = z.object({ orders: z.array(z.string().min(1).max(64)).max(100_000) });

function matchIdOf(text: string): bigint {
  if (!/^\d{1,18}$/.test(text)) throw badRequest('Invalid request: match id');
  return BigInt(text);
}

/** The books of the bets: what the bench and an operator check after a run or a crash. */
async function books(services: Services) {
  const { db } = services;
  const negatives = await sql<{ n: bigint }>`
    select count(*)::bigint as n from ledger_accounts where not allow_negative and balance < 0`.execute(
    db,
  );
  const stakes = await sql<{ held: bigint; pending: bigint }>`
    select (select balance from ledger_accounts where id = ${services.betting.accounts.stakes}) as held,
      coalesce((select sum(debit) from bets where status = ${BET_STATUS.pending}), 0)::bigint as pending`.execute(
    db,
  );
  const counts = await sql<{ orders: bigint; bets: bigint; keys: bigint }>`
    select count(distinct order_no)::bigint as orders, count(*)::bigint as bets,
      (select count(*) from idempotency_keys where status = 200 and body ->> 'code' = '0'
        and body -> 'data' ?| array['total_stake', 'total_price', 'totalAmount'])::bigint as keys
    from bets`.execute(db);
  const mismatches = await auditLedger(db);
  const held = stakes.rows[0]?.held ?? 0n;
  const pending = stakes.rows[0]?.pending ?? 0n;
  return {
    ledger_total: (await ledgerTotal(db)).toString(),
    mismatched_accounts: mismatches.length,
    negative_accounts: Number(negatives.rows[0]?.n ?? 0n),
    stakes_held: held.toString(),
    pending_stakes: pending.toString(),
    bet_orders: Number(counts.rows[0]?.orders ?? 0n),
    bets: Number(counts.rows[0]?.bets ?? 0n),
    successful_keys: Number(counts.rows[0]?.keys ?? 0n),
    // Since this process started: how many bet batches it committed, holding how many requests.
    intake: { ...services.betting.intake.stats },
  };
}

export function feedAdminRoutes(services: Services) {
  return (app: App): void => {
    app.post('/admin/feeds/tick', async (c) => {
      await services.betting.feeds.tick();
      return c.json(ok({ now: services.now().toISOString() }));
    });
    app.post('/admin/matches/:id/cancel', async (c) => {
      const id = matchIdOf(c.req.param('id'));
      if (!(await services.betting.feeds.sports.cancel(id, services.now())))
        throw conflict('The match has already ended');
      await services.betting.feeds.tick();
      return c.json(ok({ match_id: id.toString(), state: 'cancelled' }));
    });
    app.post('/admin/matches/:id/postpone', async (c) => {
      const id = matchIdOf(c.req.param('id'));
      const hours = Number(c.req.query('hours') ?? '48');
      if (!Number.isInteger(hours) || hours < 1 || hours > 24 * 14)
        throw badRequest('Invalid request: hours must be 1 to 336');
      if (!(await services.betting.feeds.sports.postpone(id, hours)))
        throw conflict('Only an upcoming match can be postponed');
      return c.json(ok({ match_id: id.toString(), state: 'postponed', hours }));
    });
    app.post('/admin/matches/:id/move-price', async (c) => {
      const id = matchIdOf(c.req.param('id'));
      if (!(await services.betting.feeds.sports.movePrice(id)))
        throw notFound('No open match with this id');
      return c.json(ok({ match_id: id.toString() }));
    });
    app.post('/admin/draws/:game/:matchId/cancel', async (c) => {
      const game = c.req.param('game');
      if (!isDrawGame(game)) throw badRequest('Invalid request: game');
      if (
        !(await services.betting.feeds.draws.cancel(game, c.req.param('matchId'), services.now()))
      )
        throw conflict('No draw to cancel (unknown or already settled)');
      await services.betting.feeds.tick();
      return c.json(ok({ game, match_id: c.req.param('matchId'), state: 'canceled' }));
    });
    app.get('/admin/books', async (c) => c.json(ok(await books(services))));
    app.post('/admin/bets/lookup', async (c) => {
      const body = lookupBody.safeParse(await c.req.json().catch(() => undefined));
      if (!body.success) throw badRequest('Invalid request: body is { orders: string[] }');
      const wanted = [...new Set(body.data.orders)];
      const found = new Set<string>();
      for (let i = 0; i < wanted.length; i += 5000) {
        const rows = await services.db
          .selectFrom('bets')
          .select('order_no')
          .distinct()
          .where('order_no', 'in', wanted.slice(i, i + 5000))
          .execute();
        for (const row of rows) found.add(row.order_no);
      }
      return c.json(
        ok({ found: found.size, missing: wanted.filter((order) => !found.has(order)) }),
      );
    });
  };
}
