import { describe, expect, it } from 'vitest';
import {
  BET_STATUS,
  BET_STATUS_ALT,
  BET_STATUS_TONE,
  CHANGE_LOG_KIND,
  TRANSACTION_STATUS,
  UnknownStatusError,
  WITHDRAW_STATUS,
  betDisplayStatus,
  changeLogKindName,
  isDrawOpen,
  transactionStatusName,
  withdrawStatusName,
} from './statuses';

describe('betDisplayStatus', () => {
  it('main scheme', () => {
    expect(betDisplayStatus(BET_STATUS.pending, 0)).toBe('PENDING');
    expect(betDisplayStatus(BET_STATUS.cancelled, 10)).toBe('CANCELED');
    expect(betDisplayStatus(BET_STATUS.settled, 0.01)).toBe('WIN');
    expect(betDisplayStatus(BET_STATUS.settled, '12.50')).toBe('WIN');
    expect(betDisplayStatus(BET_STATUS.settled, 0)).toBe('LOSS');
    expect(betDisplayStatus(BET_STATUS.settled, '0.00')).toBe('LOSS');
  });

  it('alternative scheme', () => {
    expect(betDisplayStatus(BET_STATUS_ALT.pending, 5, 'alt')).toBe('PENDING');
    expect(betDisplayStatus(BET_STATUS_ALT.settled, 5, 'alt')).toBe('WIN');
    expect(betDisplayStatus(BET_STATUS_ALT.settled, 0, 'alt')).toBe('LOSS');
  });

  it('treats a malformed bonus as no bonus', () => {
    expect(betDisplayStatus(16, 'abc')).toBe('LOSS');
    expect(betDisplayStatus(16, '')).toBe('LOSS');
    expect(betDisplayStatus(16, Number.NaN)).toBe('LOSS');
    expect(betDisplayStatus(16, -3)).toBe('LOSS');
  });

  it('throws a typed error on unknown codes', () => {
    expect(() => betDisplayStatus(2, 0)).toThrow(UnknownStatusError);
    expect(() => betDisplayStatus(16, 0, 'alt')).toThrow(UnknownStatusError);
    expect(() => betDisplayStatus(32, 0, 'alt')).toThrow(UnknownStatusError);
  });
});

describe('tables', () => {
  it('keeps the codes of the spec', () => {
    expect(WITHDRAW_STATUS).toEqual({
      canApprove: 0,
      processing: 1,
      failed: 2,
      successTransaction: 3,
      reject: 4,
    });
    expect(TRANSACTION_STATUS.processing).toBe(5);
    expect(CHANGE_LOG_KIND).toEqual({ Recharge: 34, Withdraw: 50 });
  });

  it('names codes', () => {
    expect(transactionStatusName(4)).toBe('rejected');
    expect(transactionStatusName(9)).toBeUndefined();
    expect(withdrawStatusName(3)).toBe('successTransaction');
    expect(withdrawStatusName(-1)).toBeUndefined();
    expect(changeLogKindName(34)).toBe('Recharge');
    expect(changeLogKindName(50)).toBe('Withdraw');
    expect(changeLogKindName(7)).toBe('kind7');
  });
});

describe('isDrawOpen', () => {
  const deadline = new Date('2025-03-01T12:00:00Z');
  it('is open before the deadline of a pending draw only', () => {
    expect(isDrawOpen('pending', deadline, new Date('2025-03-01T11:59:59Z'))).toBe(true);
    expect(isDrawOpen('pending', deadline, deadline)).toBe(false);
    expect(isDrawOpen('closed', deadline, new Date('2025-03-01T10:00:00Z'))).toBe(false);
  });
});

describe('bet status tone and payout', () => {
  it('gives each display status its own tone', () => {
    expect(BET_STATUS_TONE).toEqual({
      PENDING: 'info',
      CANCELED: 'neutral',
      WIN: 'success',
      LOSS: 'danger',
    });
  });
});
