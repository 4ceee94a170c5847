import { describe, expect, it } from 'vitest';
import {
  realityCheckBodySchema,
  safetyRefusalSchema,
  selfExcludeBodySchema,
  setDepositLimitBodySchema,
  statementQuerySchema,
  timeOutBodySchema,
} from './safety-schemas';

describe('safety schemas', () => {
  it('take a deposit limit per period, positive with at most 6 decimals, or null', () => {
    expect(setDepositLimitBodySchema.parse({ period: 'day', amount: '200' })).toEqual({
      period: 'day',
      amount: '200',
    });
    expect(setDepositLimitBodySchema.parse({ period: 'month', amount: null }).amount).toBeNull();
    for (const amount of ['0', '-1', '1.1234567', 'abc'])
      expect(setDepositLimitBodySchema.safeParse({ period: 'day', amount }).success).toBe(false);
    expect(setDepositLimitBodySchema.safeParse({ period: 'year', amount: '1' }).success).toBe(
      false,
    );
  });

  it('bound time-outs, self-exclusions and reality checks', () => {
    expect(
      [0, 1, 42, 43, 1.5].map((days) => timeOutBodySchema.safeParse({ days }).success),
    ).toEqual([false, true, true, false, false]);
    expect(
      [3, 6, 12, 60].map((months) => selfExcludeBodySchema.safeParse({ months }).success),
    ).toEqual([false, true, true, true]);
    expect(
      [14, 15, 120, 121, null].map(
        (minutes) => realityCheckBodySchema.safeParse({ minutes }).success,
      ),
    ).toEqual([false, true, true, false, true]);
  });

  it('want a statement period in order', () => {
    expect(statementQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-02' }).success).toBe(
      true,
    );
    expect(statementQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(
      false,
    );
  });

  it('read the refusals the server sends', () => {
    const until = '2026-03-02T10:00:00.000Z';
    expect(
      safetyRefusalSchema.parse({ reason: 'depositLimit', period: 'day', allowed: '50' }),
    ).toEqual({ reason: 'depositLimit', period: 'day', allowed: '50' });
    expect(safetyRefusalSchema.parse({ reason: 'timeOut', until })).toEqual({
      reason: 'timeOut',
      until,
    });
    expect(safetyRefusalSchema.safeParse({ reason: 'paymentPasswordWrong' }).success).toBe(false);
  });
});
