// The wallet's history lists (spec section 7): the change log with its running balance, the
// withdrawals and the recharges, each a page of the member's own rows (of one status, if asked).
import type { TransactionStatus, WithdrawStatus } from '@bet/domain/statuses';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { pageWithTotal, type PageRange } from '../http/paging.ts';
import { walletId } from '../ledger/ledger.ts';
import { formatMinor } from '../ledger/units.ts';

export async function changeLog(
  db: Db,
  memberId: bigint,
  kind: number | undefined,
  range: PageRange,
) {
  const wallet = await walletId(db, memberId);
  // Running balance over all of the wallet's postings, then the kind filter and the page.
  const rows = await sql<{
    id: bigint;
    kind: number;
    amount: bigint;
    balance: bigint;
    memo: string | null;
    created_at: Date;
  }>`
    select * from (
      select e.id, e.kind, p.amount, e.memo, e.created_at,
        (sum(p.amount) over (order by e.id))::bigint as balance
      from postings p join journal_entries e on e.id = p.entry_id
      where p.account_id = ${wallet}
    ) log
    where ${kind === undefined ? sql`true` : sql`log.kind = ${kind}`}
    order by log.id desc offset ${range.offset} limit ${range.limit}`.execute(db);
  const total = await sql<{ n: bigint }>`
    select count(*) as n from postings p join journal_entries e on e.id = p.entry_id
    where p.account_id = ${wallet} and ${kind === undefined ? sql`true` : sql`e.kind = ${kind}`}`.execute(
    db,
  );
  return {
    list: rows.rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      amount: formatMinor(row.amount),
      balance: formatMinor(row.balance),
      currency: 'USDT',
      remark: row.memo ?? '',
      create_at: row.created_at.toISOString(),
    })),
    total: Number(total.rows[0]?.n ?? 0n),
  };
}

export async function withdrawalPage(db: Db, memberId: bigint, range: PageRange, status?: number) {
  let base = db
    .selectFrom('withdrawals')
    .innerJoin('withdraw_channels', 'withdraw_channels.id', 'withdrawals.channel_id')
    .where('withdrawals.member_id', '=', memberId);
  if (status !== undefined) base = base.where('withdrawals.status', '=', status);
  const { rows, total } = await pageWithTotal(base, range, (builder) =>
    builder
      .selectAll('withdrawals')
      .select('withdraw_channels.network')
      .orderBy('withdrawals.id', 'desc'),
  );
  return {
    list: rows.map((row) => ({
      order_id: row.order_no,
      amount: formatMinor(row.amount),
      create_at: row.created_at.toISOString(),
      remark: row.remark ?? '',
      balance: formatMinor(row.balance_after),
      currency: row.currency,
      network: row.network,
      address: row.address,
      service_fee: formatMinor(row.service_fee),
      network_fee: formatMinor(row.network_fee),
      net_amount: formatMinor(row.net_amount),
      status: row.status as WithdrawStatus,
    })),
    total,
  };
}

export async function rechargePage(db: Db, memberId: bigint, range: PageRange, status?: number) {
  let base = db
    .selectFrom('recharge_orders')
    .innerJoin('pay_channels', 'pay_channels.id', 'recharge_orders.channel_id')
    .where('recharge_orders.member_id', '=', memberId);
  if (status !== undefined) base = base.where('recharge_orders.status', '=', status);
  const { rows, total } = await pageWithTotal(base, range, (builder) =>
    builder
      .selectAll('recharge_orders')
      .select('pay_channels.name')
      .orderBy('recharge_orders.id', 'desc'),
  );
  return {
    list: rows.map((row) => ({
      order_id: row.order_no,
      amount: formatMinor(row.amount),
      create_at: row.created_at.toISOString(),
      remark: row.name,
      balance: formatMinor(row.balance_after ?? 0n),
      currency: row.currency,
      network: null,
      address: null,
      service_fee: '0',
      network_fee: '0',
      net_amount: formatMinor(row.amount),
      status: row.status as TransactionStatus,
    })),
    total,
  };
}
