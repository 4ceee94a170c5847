import { describe, expect, it } from 'vitest';
import {
  changeDepositLimit,
  checkDeposit,
  COOLING_OFF_MS,
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_WINDOW_MS,
  effectiveLimit,
  isRealityCheckDue,
  isRealityCheckMinutes,
  isSelfExclusionMonths,
  isTimeOutDays,
  mayReplaceBlock,
  nextRealityCheck,
  NO_LIMIT,
  playBlock,
  remainingAllowance,
  selfExclusionEnd,
  timeOutEnd,
  windowStart,
  type DepositLimitState,
} from './safety';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const limit = (amount: string | null, pending: DepositLimitState['pending'] = null) => ({
  amount,
  pending,
});

describe('deposit limit periods', () => {
  it('are rolling windows of 24 hours, 7 days and 30 days', () => {
    expect(DEPOSIT_LIMIT_PERIODS).toEqual(['day', 'week', 'month']);
    expect(DEPOSIT_LIMIT_WINDOW_MS).toEqual({
      day: 86_400_000,
      week: 604_800_000,
      month: 2_592_000_000,
    });
    expect(windowStart('day', NOW).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(COOLING_OFF_MS).toBe(86_400_000);
  });
});

describe('changeDepositLimit', () => {
  it('applies a first limit at once', () => {
    expect(changeDepositLimit(NO_LIMIT, '200', NOW)).toEqual(limit('200'));
  });

  it('applies a decrease at once and drops a waiting change', () => {
    expect(changeDepositLimit(limit('200'), '150.5', NOW)).toEqual(limit('150.5'));
    const waiting = limit('200', { amount: '500', appliesAt: at(1000) });
    expect(changeDepositLimit(waiting, '100', NOW)).toEqual(limit('100'));
  });

  it('makes an increase wait for the cooling-off', () => {
    expect(changeDepositLimit(limit('200'), '300', NOW)).toEqual(
      limit('200', { amount: '300', appliesAt: at(COOLING_OFF_MS) }),
    );
  });

  it('makes a removal wait for the cooling-off', () => {
    expect(changeDepositLimit(limit('200'), null, NOW)).toEqual(
      limit('200', { amount: null, appliesAt: at(COOLING_OFF_MS) }),
    );
  });

  it('keeps the time of a pending change asked for again', () => {
    const waiting = changeDepositLimit(limit('200'), '300', NOW);
    expect(changeDepositLimit(waiting, '300.00', at(60_000))).toEqual(waiting);
  });

  it('restarts the cooling-off for a different increase', () => {
    const waiting = changeDepositLimit(limit('200'), '300', NOW);
    expect(changeDepositLimit(waiting, '400', at(60_000)).pending?.appliesAt).toEqual(
      at(60_000 + COOLING_OFF_MS),
    );
  });

  it('cancels a waiting change when the amount in force is asked for', () => {
    const waiting = changeDepositLimit(limit('200'), null, NOW);
    expect(changeDepositLimit(waiting, '200', at(5))).toEqual(limit('200'));
    expect(changeDepositLimit(NO_LIMIT, null, NOW)).toEqual(NO_LIMIT);
  });

  it('settles a due change before comparing', () => {
    const waiting = limit('200', { amount: '300', appliesAt: at(COOLING_OFF_MS) });
    expect(changeDepositLimit(waiting, '250', at(COOLING_OFF_MS))).toEqual(limit('250'));
    expect(changeDepositLimit(waiting, '250', at(COOLING_OFF_MS - 1))).toEqual(
      limit('200', {
        amount: '250',
        appliesAt: at(2 * COOLING_OFF_MS - 1),
      }),
    );
  });
});

describe('effectiveLimit', () => {
  const waiting = limit('200', { amount: '300', appliesAt: at(COOLING_OFF_MS) });

  it('keeps the old limit until the pending time', () => {
    expect(effectiveLimit(waiting, at(COOLING_OFF_MS - 1))).toBe(waiting);
  });

  it('applies the pending change exactly at the boundary', () => {
    expect(effectiveLimit(waiting, at(COOLING_OFF_MS))).toEqual(limit('300'));
  });
});

describe('allowance and checkDeposit', () => {
  it('is the limit minus what was deposited, never below 0', () => {
    expect(remainingAllowance('200', '150')).toBe('50');
    expect(remainingAllowance('200', '250.5')).toBe('0');
    expect(remainingAllowance('0.3', '0.1')).toBe('0.2');
    expect(remainingAllowance(null, '10')).toBeNull();
  });

  it('lets a deposit up to the allowance pass, exactly', () => {
    const limits = { day: limit('200') };
    expect(checkDeposit({ limits, deposited: { day: '150' }, amount: '50', now: NOW })).toEqual({
      ok: true,
    });
    expect(checkDeposit({ limits, deposited: { day: '150' }, amount: '100', now: NOW })).toEqual({
      ok: false,
      refusal: { reason: 'depositLimit', period: 'day', allowed: '50' },
    });
  });

  it('names the period that leaves the least', () => {
    const check = checkDeposit({
      limits: { day: limit('500'), week: limit('1000'), month: limit('300') },
      deposited: { day: '100', week: '900', month: '250' },
      amount: '60',
      now: NOW,
    });
    expect(check).toEqual({
      ok: false,
      refusal: { reason: 'depositLimit', period: 'month', allowed: '50' },
    });
  });

  it('passes without limits and uses a pending change once due', () => {
    expect(checkDeposit({ limits: {}, deposited: {}, amount: '1e3', now: NOW })).toEqual({
      ok: true,
    });
    const limits = { day: limit('100', { amount: null, appliesAt: at(COOLING_OFF_MS) }) };
    const deposited = { day: '100' };
    expect(checkDeposit({ limits, deposited, amount: '1', now: at(COOLING_OFF_MS - 1) }).ok).toBe(
      false,
    );
    expect(checkDeposit({ limits, deposited, amount: '1', now: at(COOLING_OFF_MS) }).ok).toBe(true);
  });
});

describe('time-out and self-exclusion', () => {
  it('accepts 1 to 42 whole days', () => {
    expect([0, 1, 7, 30, 42, 43, 1.5].map(isTimeOutDays)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(timeOutEnd(7, NOW).toISOString()).toBe('2026-03-17T12:00:00.000Z');
    expect(() => timeOutEnd(43, NOW)).toThrow(RangeError);
  });

  it('accepts 6, 12 and 60 months in calendar months', () => {
    expect([1, 6, 12, 24, 60].map(isSelfExclusionMonths)).toEqual([false, true, true, false, true]);
    expect(selfExclusionEnd(6, NOW).toISOString()).toBe('2026-09-10T12:00:00.000Z');
    expect(selfExclusionEnd(60, NOW).toISOString()).toBe('2031-03-10T12:00:00.000Z');
    expect(selfExclusionEnd(6, new Date('2026-08-31T00:00:00Z')).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });

  it('may not be shortened while active', () => {
    const current = at(1000);
    expect(mayReplaceBlock(current, at(999), NOW)).toBe(false);
    expect(mayReplaceBlock(current, at(1000), NOW)).toBe(false);
    expect(mayReplaceBlock(current, at(1001), NOW)).toBe(true);
    expect(mayReplaceBlock(current, at(5), at(1000))).toBe(true);
    expect(mayReplaceBlock(null, at(5), NOW)).toBe(true);
  });

  it('blocks play until the end, a self-exclusion first', () => {
    expect(playBlock({ timeOutUntil: null, excludedUntil: null }, NOW)).toBeNull();
    expect(playBlock({ timeOutUntil: at(10), excludedUntil: null }, NOW)).toEqual({
      reason: 'timeOut',
      until: at(10),
    });
    expect(playBlock({ timeOutUntil: at(10), excludedUntil: at(20) }, NOW)).toEqual({
      reason: 'selfExcluded',
      until: at(20),
    });
    expect(playBlock({ timeOutUntil: at(10), excludedUntil: at(-1) }, at(10))).toBeNull();
  });
});

describe('reality check', () => {
  it('takes 15 to 120 whole minutes', () => {
    expect([14, 15, 60, 120, 121, 30.5].map(isRealityCheckMinutes)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('is due the interval after the session start or the last acknowledgement', () => {
    expect(nextRealityCheck(NOW, 15)).toEqual(at(15 * 60_000));
    expect(nextRealityCheck(NOW, null)).toBeNull();
    expect(isRealityCheckDue(NOW, 15, at(15 * 60_000 - 1))).toBe(false);
    expect(isRealityCheckDue(NOW, 15, at(15 * 60_000))).toBe(true);
    expect(isRealityCheckDue(NOW, null, at(1e9))).toBe(false);
  });
});
