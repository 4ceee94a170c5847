// The answers of the safety calls (issue 14): settings with what each limit leaves, the changes
// (each in a transaction that locks the member's wallet row, like the money-moving calls), the
// play session and the activity statement.
import type { SafetySession, SafetySettings, Statement } from '@bet/api/contract/safety-schemas';
import { addDays, isoDateMs, validateDateRange } from '@bet/domain/date-range';
import {
  changeDepositLimit,
  DEPOSIT_LIMIT_PERIODS,
  effectiveLimit,
  mayReplaceBlock,
  nextRealityCheck,
  remainingAllowance,
  selfExclusionEnd,
  timeOutEnd,
  type DepositLimitPeriod,
} from '@bet/domain/safety';
import type { Principal } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { badRequest } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { lockWallet } from '../ledger/ledger.ts';
import { formatMinor } from '../ledger/units.ts';
import { activityBetween, signedInAt } from './activity.ts';
import {
  blockError,
  depositedPerPeriod,
  limitStates,
  safetyRow,
  storeLimit,
  updateSafety,
} from './rules.ts';

const CURRENCY = 'USDT';
const active = (until: Date | null, now: Date) =>
  until !== null && until.getTime() > now.getTime() ? until.toISOString() : null;

export async function safetySettings(
  db: Db | Tx,
  memberId: bigint,
  now: Date,
): Promise<SafetySettings> {
  const [stored, deposited, row] = await Promise.all([
    limitStates(db, memberId),
    depositedPerPeriod(db, memberId, now),
    safetyRow(db, memberId),
  ]);
  return {
    currency: CURRENCY,
    limits: DEPOSIT_LIMIT_PERIODS.map((period) => {
      const state = effectiveLimit(stored[period], now);
      const used = formatMinor(deposited[period]);
      return {
        period,
        amount: state.amount,
        pending:
          state.pending === null
            ? null
            : { amount: state.pending.amount, applies_at: state.pending.appliesAt.toISOString() },
        used,
        remaining: remainingAllowance(state.amount, used),
      };
    }),
    time_out_until: active(row.timeOutUntil, now),
    excluded_until: active(row.excludedUntil, now),
    reality_check_minutes: row.realityCheckMinutes,
  };
}

/** Runs a change with the member's wallet row locked, then answers the settings. */
function change(
  services: Services,
  memberId: bigint,
  work: (tx: Tx, now: Date) => Promise<void>,
): Promise<SafetySettings> {
  return inTransaction(services.db, async (tx) => {
    await lockWallet(tx, memberId);
    const now = services.now();
    await work(tx, now);
    return safetySettings(tx, memberId, now);
  });
}

export function setDepositLimit(
  services: Services,
  memberId: bigint,
  period: DepositLimitPeriod,
  amount: string | null,
): Promise<SafetySettings> {
  return change(services, memberId, async (tx, now) => {
    const stored = (await limitStates(tx, memberId))[period];
    await storeLimit(tx, memberId, period, changeDepositLimit(stored, amount, now));
  });
}

export function takeTimeOut(services: Services, memberId: bigint, days: number) {
  return change(services, memberId, async (tx, now) => {
    const current = (await safetyRow(tx, memberId)).timeOutUntil;
    const until = timeOutEnd(days, now);
    if (current !== null && !mayReplaceBlock(current, until, now))
      throw blockError({ reason: 'timeOut', until: current });
    await updateSafety(tx, memberId, { time_out_until: until });
  });
}

export function selfExclude(services: Services, memberId: bigint, months: number) {
  return change(services, memberId, async (tx, now) => {
    const current = (await safetyRow(tx, memberId)).excludedUntil;
    const until = selfExclusionEnd(months, now);
    if (current !== null && !mayReplaceBlock(current, until, now))
      throw blockError({ reason: 'selfExcluded', until: current });
    await updateSafety(tx, memberId, { excluded_until: until });
  });
}

export function setRealityCheck(services: Services, memberId: bigint, minutes: number | null) {
  return change(services, memberId, async (tx) => {
    await updateSafety(tx, memberId, { reality_check_minutes: minutes });
  });
}

/** The play session: from sign-in or the last acknowledged reality check, whichever is later. */
export async function playSession(
  db: Db | Tx,
  principal: Principal,
  now: Date,
): Promise<SafetySession> {
  const [row, signedIn] = await Promise.all([
    safetyRow(db, principal.memberId),
    signedInAt(db, principal.sessionId),
  ]);
  const starts = [signedIn, row.realityAckAt].filter((d): d is Date => d !== null);
  const startedAt = new Date(Math.max(...starts.map((d) => d.getTime()), 0) || now.getTime());
  const activity = await activityBetween(
    db,
    principal.memberId,
    startedAt,
    new Date(now.getTime() + 1),
  );
  return {
    started_at: startedAt.toISOString(),
    now: now.toISOString(),
    currency: CURRENCY,
    stakes: formatMinor(activity.stakes),
    returns: formatMinor(activity.returns),
    net: formatMinor(activity.net),
    reality_check_minutes: row.realityCheckMinutes,
    next_check_at: nextRealityCheck(startedAt, row.realityCheckMinutes)?.toISOString() ?? null,
  };
}

export async function acknowledgeRealityCheck(services: Services, principal: Principal) {
  const now = services.now();
  await updateSafety(services.db, principal.memberId, { reality_ack_at: now });
  return playSession(services.db, principal, now);
}

/** The activity statement of whole UTC days `from` to `to`, both included. */
export async function statement(
  db: Db | Tx,
  memberId: bigint,
  range: { from: string; to: string },
  now: Date,
): Promise<Statement> {
  const error = validateDateRange({ start: range.from, end: range.to }, now);
  if (error) throw badRequest(`Invalid request: query: ${error}`);
  const from = new Date(isoDateMs(range.from) ?? Number.NaN);
  const to = new Date(isoDateMs(addDays(range.to, 1)) ?? Number.NaN);
  const activity = await activityBetween(db, memberId, from, to);
  return {
    from: range.from,
    to: range.to,
    currency: CURRENCY,
    deposits: formatMinor(activity.deposits),
    withdrawals: formatMinor(activity.withdrawals),
    stakes: formatMinor(activity.stakes),
    returns: formatMinor(activity.returns),
    net: formatMinor(activity.net),
  };
}
