// Operator endpoints behind the X-Admin-Key header (the admin key of config/secrets.ts): approve,
// reject, complete or fail withdrawals, and audit the ledger.
import { WITHDRAW_STATUS } from '@bet/domain/statuses';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { safeEqual } from '../auth/tokens.ts';
import type { App } from '../http/app.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, forbidden, unauthorized } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { auditLedger, ledgerTotal } from '../ledger/ledger.ts';
import { formatMinor } from '../ledger/units.ts';
import { announceCommitted } from '../ws/wallet-push.ts';
import {
  settleWithdrawal,
  WITHDRAW_ACTIONS,
  type WithdrawAction,
} from '../wallet/withdraw-settlement.ts';

export const ADMIN_KEY_HEADER = 'X-Admin-Key';

export function requireAdmin(services: Services) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(ADMIN_KEY_HEADER);
    if (key === undefined) throw unauthorized(`${ADMIN_KEY_HEADER} header required`);
    if (!safeEqual(key, services.config.secrets.adminKey)) throw forbidden('Wrong admin key');
    await next();
  });
}

/** POST /admin/clock: how far to move the clock forward, in milliseconds (at most a year). */
const clockBody = z.object({
  advance_ms: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 60 * 60 * 1000),
});

const statusQuery = z.object({ status: z.coerce.number().int().min(0).max(4).optional() });
const actionBody = z.object({ remark: z.string().max(500).optional() }).optional();

function withdrawalRow(row: {
  order_no: string;
  member_id: bigint;
  currency: string;
  amount: bigint;
  net_amount: bigint;
  status: number;
  created_at: Date;
  remark: string | null;
}) {
  return {
    order_id: row.order_no,
    uid: Number(row.member_id),
    currency: row.currency,
    amount: formatMinor(row.amount),
    net_amount: formatMinor(row.net_amount),
    status: row.status,
    remark: row.remark,
    create_at: row.created_at.toISOString(),
  };
}

export function adminRoutes(services: Services) {
  return (app: App): void => {
    app.use('/admin/*', requireAdmin(services));
    app.get('/admin/withdrawals', async (c) => {
      const query = statusQuery.safeParse(c.req.query());
      if (!query.success)
        throw badRequest('Invalid request: query.status must be a withdrawal status (0-4)');
      let select = services.db
        .selectFrom('withdrawals')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(100);
      select = select.where('status', '=', query.data.status ?? WITHDRAW_STATUS.canApprove);
      return c.json(ok((await select.execute()).map(withdrawalRow)));
    });
    app.post('/admin/withdrawals/:orderId/:action', async (c) => {
      const action = c.req.param('action');
      if (!(action in WITHDRAW_ACTIONS))
        throw badRequest(
          `Invalid request: action must be one of ${Object.keys(WITHDRAW_ACTIONS).join(', ')}`,
        );
      const text = await c.req.text();
      const body = actionBody.safeParse(text.trim() === '' ? undefined : safeJson(text));
      if (!body.success) throw badRequest('Invalid request: body is { remark?: string }');
      const withdrawal = await settleWithdrawal(
        services,
        c.req.param('orderId'),
        action as WithdrawAction,
        body.data?.remark,
      );
      // Paid out: WITHDRAW (the success toast); given back: REFUND; approved: nothing moved yet.
      if (action === 'complete')
        await announceCommitted(services, withdrawal.member_id, 'WITHDRAW');
      if (action === 'reject' || action === 'fail')
        await announceCommitted(services, withdrawal.member_id, 'REFUND');
      return c.json(ok(withdrawalRow(withdrawal)));
    });
    // The server clock (issue 14): read it, and move it forward in E2E runs (cooling-offs,
    // time-outs, reality checks). Refused in production and when the clock is not movable.
    app.get('/admin/clock', (c) =>
      c.json(ok({ now: services.now().toISOString(), movable: clockMovable(services) })),
    );
    app.post('/admin/clock', async (c) => {
      if (!clockMovable(services) || !services.clock)
        throw forbidden('The clock cannot be moved on this server');
      const body = clockBody.safeParse(safeJson(await c.req.text()));
      if (!body.success)
        throw badRequest('Invalid request: body is { advance_ms: a whole number of ms >= 0 }');
      await services.clock.advance(body.data.advance_ms);
      await services.betting.feeds.tick();
      return c.json(ok({ now: services.now().toISOString(), movable: true }));
    });
    app.get('/admin/ledger/audit', async (c) => {
      const mismatches = await auditLedger(services.db);
      return c.json(
        ok({
          consistent: mismatches.length === 0,
          total: (await ledgerTotal(services.db)).toString(),
          mismatches: mismatches.map((m) => ({
            account_id: Number(m.accountId),
            cached: m.cached.toString(),
            summed: m.summed.toString(),
          })),
        }),
      );
    });
  };
}

function clockMovable(services: Services): boolean {
  return services.config.adminClock && services.clock !== undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol('invalid');
  }
}
