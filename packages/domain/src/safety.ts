// Safer-play rules (issue 14; the kind of tools UK Gambling Commission remote technical standards
// 12 and 13 describe): deposit limits with a cooling-off for increases, time-out, self-exclusion,
// reality checks. Pure: every moment is an argument, nothing reads the clock. Amounts are exact
// decimal strings in USDT (spec section 9), never floats.
import { compare, parseDecimal, sub, toDecimalString, ZERO } from './decimal';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The deposit limit periods: rolling windows of 24 hours, 7 days and 30 days. */
export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** Length of each period's rolling window. */
export const DEPOSIT_LIMIT_WINDOW_MS: Readonly<Record<DepositLimitPeriod, number>> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** An increase or a removal of a limit waits this long before it applies. */
export const COOLING_OFF_MS = DAY_MS;

/** A change that waits for the cooling-off: the new amount (null removes the limit) and when. */
export type PendingLimit = { readonly amount: string | null; readonly appliesAt: Date };

/** One period's stored limit: the amount in force (null: none) and a waiting change. */
export type DepositLimitState = {
  readonly amount: string | null;
  readonly pending: PendingLimit | null;
};

export const NO_LIMIT: DepositLimitState = { amount: null, pending: null };

/** Start of the rolling window of a period that ends at `now`. */
export function windowStart(period: DepositLimitPeriod, now: Date): Date {
  return new Date(now.getTime() - DEPOSIT_LIMIT_WINDOW_MS[period]);
}

/**
 * The limit in force at `at`: a pending change applies once its time has come, exactly at the
 * boundary (at === appliesAt applies it).
 */
export function effectiveLimit(state: DepositLimitState, at: Date): DepositLimitState {
  const { pending } = state;
  if (pending !== null && at.getTime() >= pending.appliesAt.getTime()) {
    return { amount: pending.amount, pending: null };
  }
  return state;
}

/** Whether `next` is stricter than `current` (null is no limit, the least strict). */
function isStricter(next: string | null, current: string | null): boolean {
  if (next === null) return false;
  if (current === null) return true;
  return compare(parseDecimal(next), parseDecimal(current)) < 0;
}

function sameAmount(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return compare(parseDecimal(a), parseDecimal(b)) === 0;
}

/**
 * The stored state after the member asks for `next` (null removes the limit) at `now`.
 * - A first limit or a decrease applies at once and drops any waiting change.
 * - An increase or a removal waits: it becomes pending and applies at now + COOLING_OFF_MS.
 *   Asking again for the same pending change keeps its time (no reset, no shortcut).
 * - Asking for the amount already in force cancels a waiting change.
 */
export function changeDepositLimit(
  state: DepositLimitState,
  next: string | null,
  now: Date,
): DepositLimitState {
  const current = effectiveLimit(state, now);
  if (sameAmount(next, current.amount)) return { amount: current.amount, pending: null };
  if (isStricter(next, current.amount)) return { amount: next, pending: null };
  if (current.pending !== null && sameAmount(current.pending.amount, next)) return current;
  return {
    amount: current.amount,
    pending: { amount: next, appliesAt: new Date(now.getTime() + COOLING_OFF_MS) },
  };
}

/** What may still be deposited: limit − deposited in the window, never below 0; null: no limit. */
export function remainingAllowance(limit: string | null, deposited: string): string | null {
  if (limit === null) return null;
  const left = sub(parseDecimal(limit), parseDecimal(deposited));
  return toDecimalString(compare(left, ZERO) < 0 ? ZERO : left);
}

export type DepositLimitRefusal = {
  readonly reason: 'depositLimit';
  readonly period: DepositLimitPeriod;
  /** What may still be deposited in that period, a decimal string in USDT. */
  readonly allowed: string;
};

export type DepositCheck =
  { readonly ok: true } | { readonly ok: false; readonly refusal: DepositLimitRefusal };

/**
 * Whether a deposit of `amount` fits every limit in force at `now`, given what was deposited in
 * each period's window (`deposited[period]`, pending deposits included). A refusal names the
 * period that leaves the least, and that amount.
 */
export function checkDeposit(input: {
  readonly limits: Readonly<Partial<Record<DepositLimitPeriod, DepositLimitState>>>;
  readonly deposited: Readonly<Partial<Record<DepositLimitPeriod, string>>>;
  readonly amount: string;
  readonly now: Date;
}): DepositCheck {
  const amount = parseDecimal(input.amount);
  let tightest: DepositLimitRefusal | null = null;
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const state = input.limits[period];
    if (state === undefined) continue;
    const left = remainingAllowance(
      effectiveLimit(state, input.now).amount,
      input.deposited[period] ?? '0',
    );
    if (left === null || compare(amount, parseDecimal(left)) <= 0) continue;
    if (tightest === null || compare(parseDecimal(left), parseDecimal(tightest.allowed)) < 0) {
      tightest = { reason: 'depositLimit', period, allowed: left };
    }
  }
  return tightest === null ? { ok: true } : { ok: false, refusal: tightest };
}

/** Time-out lengths offered, in days (24 hours, 1 week, 1 month); any whole day count up to 42. */
export const TIME_OUT_CHOICES = [1, 7, 30] as const;
export const TIME_OUT_MIN_DAYS = 1;
/** Six weeks. */
export const TIME_OUT_MAX_DAYS = 42;

export function isTimeOutDays(days: number): boolean {
  return Number.isInteger(days) && days >= TIME_OUT_MIN_DAYS && days <= TIME_OUT_MAX_DAYS;
}

/** End of a time-out of `days` taken at `now`. */
export function timeOutEnd(days: number, now: Date): Date {
  if (!isTimeOutDays(days)) throw new RangeError(`time-out of ${String(days)} days`);
  return new Date(now.getTime() + days * DAY_MS);
}

/** Self-exclusion lengths, in months (6 months, 1 year, 5 years); no other length. */
export const SELF_EXCLUSION_CHOICES = [6, 12, 60] as const;
export type SelfExclusionMonths = (typeof SELF_EXCLUSION_CHOICES)[number];

export function isSelfExclusionMonths(months: number): months is SelfExclusionMonths {
  return (SELF_EXCLUSION_CHOICES as readonly number[]).includes(months);
}

/** End of a self-exclusion of `months` calendar months (UTC) from `now`; the 31st clamps. */
export function selfExclusionEnd(months: number, now: Date): Date {
  if (!isSelfExclusionMonths(months))
    throw new RangeError(`self-exclusion of ${String(months)} months`);
  const end = new Date(now.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * Whether a new time-out or self-exclusion ending at `next` may replace one ending at `current`:
 * an active one (ending after `now`) may only be lengthened, never shortened or ended early.
 */
export function mayReplaceBlock(current: Date | null, next: Date, now: Date): boolean {
  if (current === null || current.getTime() <= now.getTime()) return true;
  return next.getTime() > current.getTime();
}

/** Reality-check intervals, in minutes: any whole number from 15 to 120. */
export const REALITY_CHECK_MINUTES = { min: 15, max: 120 } as const;
/** Intervals the settings screen offers. */
export const REALITY_CHECK_CHOICES = [15, 30, 60, 120] as const;

export function isRealityCheckMinutes(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= REALITY_CHECK_MINUTES.min &&
    minutes <= REALITY_CHECK_MINUTES.max
  );
}

/**
 * When the next reality check is due: `minutes` after the session started or was last
 * acknowledged (`since`); null when the member chose none.
 */
export function nextRealityCheck(since: Date, minutes: number | null): Date | null {
  if (minutes === null) return null;
  return new Date(since.getTime() + minutes * 60 * 1000);
}

/** Whether the reality check is due at `now` (exactly at the boundary it is). */
export function isRealityCheckDue(since: Date, minutes: number | null, now: Date): boolean {
  const next = nextRealityCheck(since, minutes);
  return next !== null && now.getTime() >= next.getTime();
}

/** The member's blocks: ends of a time-out and of a self-exclusion (null: never taken). */
export type PlayBlockState = {
  readonly timeOutUntil: Date | null;
  readonly excludedUntil: Date | null;
};

export type PlayBlock = { readonly reason: 'timeOut' | 'selfExcluded'; readonly until: Date };

/**
 * What stops betting, deposits and game launches at `now` (withdrawals and login stay open):
 * a self-exclusion before a time-out; an end at or before `now` no longer blocks.
 */
export function playBlock(state: PlayBlockState, now: Date): PlayBlock | null {
  const t = now.getTime();
  if (state.excludedUntil !== null && state.excludedUntil.getTime() > t) {
    return { reason: 'selfExcluded', until: state.excludedUntil };
  }
  if (state.timeOutUntil !== null && state.timeOutUntil.getTime() > t) {
    return { reason: 'timeOut', until: state.timeOutUntil };
  }
  return null;
}
