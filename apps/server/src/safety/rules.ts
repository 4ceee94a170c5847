// Safer play on the server (issue 14): the member's limits and blocks as stored, and the checks
// that money-moving calls run inside their own transaction, after locking the member's wallet row
// (lockWallet), so that concurrent requests are decided one after the other on the server clock.
// The rules themselves are @bet/domain/safety's.
import type { SafetyRefusal } from '@bet/api/contract/safety-schemas';
import {
  checkDeposit,
  DEPOSIT_LIMIT_PERIODS,
  NO_LIMIT,
  playBlock,
  windowStart,
  type DepositLimitPeriod,
  type DepositLimitRefusal,
  type DepositLimitState,
  type PlayBlock,
} from '@bet/domain/safety';
import { TRANSACTION_STATUS } from '@bet/domain/statuses';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import { businessErrorWithData, type AppError } from '../http/errors.ts';
import { formatMinor, toMinor } from '../ledger/units.ts';

export interface SafetyRow {
  timeOutUntil: Date | null;
  excludedUntil: Date | null;
  realityCheckMinutes: number | null;
  realityAckAt: Date | null;
}

const EMPTY: SafetyRow = {
  timeOutUntil: null,
  excludedUntil: null,
  realityCheckMinutes: null,
  realityAckAt: null,
};

export async function safetyRow(db: Db | Tx, memberId: bigint): Promise<SafetyRow> {
  const row = await db
    .selectFrom('member_safety')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return EMPTY;
  return {
    timeOutUntil: row.time_out_until,
    excludedUntil: row.excluded_until,
    realityCheckMinutes: row.reality_check_minutes,
    realityAckAt: row.reality_ack_at,
  };
}

export type SafetyChange = Partial<{
  time_out_until: Date;
  excluded_until: Date;
  reality_check_minutes: number | null;
  reality_ack_at: Date;
}>;

export async function updateSafety(tx: Db | Tx, memberId: bigint, change: SafetyChange) {
  await tx
    .insertInto('member_safety')
    .values({ member_id: memberId, ...change })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet(change))
    .execute();
}

/** The stored limit of each period (amounts as USDT decimal strings). */
export async function limitStates(
  db: Db | Tx,
  memberId: bigint,
): Promise<Record<DepositLimitPeriod, DepositLimitState>> {
  const rows = await db
    .selectFrom('deposit_limits')
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();
  const states = { day: NO_LIMIT, week: NO_LIMIT, month: NO_LIMIT };
  for (const row of rows) {
    states[row.period] = {
      amount: row.amount === null ? null : formatMinor(row.amount),
      pending:
        row.pending_at === null
          ? null
          : {
              amount: row.pending_amount === null ? null : formatMinor(row.pending_amount),
              appliesAt: row.pending_at,
            },
    };
  }
  return states;
}

export async function storeLimit(
  tx: Tx,
  memberId: bigint,
  period: DepositLimitPeriod,
  state: DepositLimitState,
): Promise<void> {
  const values = {
    amount: state.amount === null ? null : toMinor(state.amount),
    pending_amount:
      state.pending === null || state.pending.amount === null
        ? null
        : toMinor(state.pending.amount),
    pending_at: state.pending?.appliesAt ?? null,
  };
  await tx
    .insertInto('deposit_limits')
    .values({ member_id: memberId, period, ...values })
    .onConflict((conflict) => conflict.columns(['member_id', 'period']).doUpdateSet(values))
    .execute();
}

/**
 * USDT credited or awaiting payment since `since` (exclusive): paid and unpaid orders count, so
 * that opening orders one after the other cannot pass a limit; failed ones do not.
 */
export async function depositedSince(db: Db | Tx, memberId: bigint, since: Date): Promise<bigint> {
  const row = await db
    .selectFrom('recharge_orders')
    .select((eb) => eb.fn.sum<string | null>('credit').as('total'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .where('status', 'in', [TRANSACTION_STATUS.pending, TRANSACTION_STATUS.success])
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

/** Deposited in each period's rolling window ending at `now`. */
export async function depositedPerPeriod(
  db: Db | Tx,
  memberId: bigint,
  now: Date,
): Promise<Record<DepositLimitPeriod, bigint>> {
  const entries = await Promise.all(
    DEPOSIT_LIMIT_PERIODS.map(
      async (period) =>
        [period, await depositedSince(db, memberId, windowStart(period, now))] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<DepositLimitPeriod, bigint>;
}

const PERIOD_TEXT: Record<DepositLimitPeriod, string> = {
  day: '24 hours',
  week: '7 days',
  month: '30 days',
};

export function depositLimitError(refusal: DepositLimitRefusal): AppError {
  const data: SafetyRefusal = refusal;
  return businessErrorWithData(
    `Deposit limit reached: ${refusal.allowed} USDT allowed in ${PERIOD_TEXT[refusal.period]}`,
    data,
  );
}

export function blockError(block: PlayBlock): AppError {
  const until = block.until.toISOString();
  const data: SafetyRefusal = { reason: block.reason, until };
  return businessErrorWithData(
    block.reason === 'timeOut'
      ? `You are taking a break until ${until}`
      : `You have excluded yourself until ${until}`,
    data,
  );
}

/** The refusal of betting, depositing or a game launch during a time-out or self-exclusion. */
export async function playRefusal(
  db: Db | Tx,
  memberId: bigint,
  now: Date,
): Promise<AppError | null> {
  const block = playBlock(await safetyRow(db, memberId), now);
  return block === null ? null : blockError(block);
}

/** Throws the refusal of a time-out or self-exclusion (bets, deposits, game launches). */
export async function assertMayPlay(db: Db | Tx, memberId: bigint, now: Date): Promise<void> {
  const refusal = await playRefusal(db, memberId, now);
  if (refusal) throw refusal;
}

/**
 * A new deposit order of `credit` USDT minor units: refused during a time-out or self-exclusion
 * and over any deposit limit. Call it in the order's transaction after lockWallet.
 */
export async function assertDepositAllowed(
  tx: Tx,
  memberId: bigint,
  credit: bigint,
  now: Date,
): Promise<void> {
  await assertMayPlay(tx, memberId, now);
  await assertWithinDepositLimits(tx, memberId, credit, now);
}

/** Throws the refusal of a deposit of `credit` (USDT minor units) over a limit in force. */
export async function assertWithinDepositLimits(
  tx: Tx,
  memberId: bigint,
  credit: bigint,
  now: Date,
): Promise<void> {
  const limits = await limitStates(tx, memberId);
  if (DEPOSIT_LIMIT_PERIODS.every((p) => limits[p].amount === null && limits[p].pending === null))
    return;
  const deposited = await depositedPerPeriod(tx, memberId, now);
  const check = checkDeposit({
    limits,
    deposited: {
      day: formatMinor(deposited.day),
      week: formatMinor(deposited.week),
      month: formatMinor(deposited.month),
    },
    amount: formatMinor(credit),
    now,
  });
  if (!check.ok) throw depositLimitError(check.refusal);
}

/** Blocks of several members at once (a batch of bets), as refusals by member. */
export async function playRefusals(
  tx: Tx,
  memberIds: readonly bigint[],
  now: Date,
): Promise<Map<bigint, AppError>> {
  const refusals = new Map<bigint, AppError>();
  if (memberIds.length === 0) return refusals;
  const rows = await tx
    .selectFrom('member_safety')
    .select(['member_id', 'time_out_until', 'excluded_until'])
    .where('member_id', 'in', [...memberIds])
    .where((eb) => eb.or([eb('time_out_until', '>', now), eb('excluded_until', '>', now)]))
    .execute();
  for (const row of rows) {
    const block = playBlock(
      { timeOutUntil: row.time_out_until, excludedUntil: row.excluded_until },
      now,
    );
    if (block) refusals.set(row.member_id, blockError(block));
  }
  return refusals;
}
