import { describe, expect, it } from 'vitest';
import {
  betPayout,
  MoneyError,
  decimalsFor,
  formatAmount,
  formatBalance,
  fromMinorUnits,
  padTwo,
  scaleByExchangeRate,
  toMinorUnits,
  truncateAmount,
  zeroPad,
} from './money';

describe('decimalsFor', () => {
  it('is 6 for USDT in any case, 2 otherwise', () => {
    expect(decimalsFor('USDT')).toBe(6);
    expect(decimalsFor('usdt')).toBe(6);
    expect(decimalsFor(' UsDt ')).toBe(6);
    expect(decimalsFor('BRL')).toBe(2);
    expect(decimalsFor('')).toBe(2);
  });
});

describe('truncateAmount', () => {
  it.each([
    [0.29, 'BRL', '0.29'],
    [1.005, 'BRL', '1'],
    [4.35, 'BRL', '4.35'],
    [1.999, 'BRL', '1.99'],
    [1e-7, 'BRL', '0'],
    [1e-7, 'USDT', '0'],
    [0.0000019, 'usdt', '0.000001'],
    [0.1 + 0.2, 'BRL', '0.3'],
    [0.1 + 0.2, 'USDT', '0.3'],
    ['123.4567891', 'USDT', '123.456789'],
    [-1.239, 'BRL', '-1.23'],
    [-0.001, 'BRL', '0'],
    ['1e3', 'BRL', '1000'],
  ])('%s %s -> %s', (value, currency, expected) => {
    expect(truncateAmount(value, currency)).toBe(expected);
  });

  it('does not fail where Math.floor(x*100)/100 does', () => {
    for (const x of [0.29, 4.35, 1.13, 8.2, 9.95]) {
      expect(truncateAmount(x, 'BRL')).toBe(String(x));
    }
  });

  it.each([Number.NaN, Infinity, 'abc', ''])('rejects %s with a MoneyError', (value) => {
    expect(() => truncateAmount(value, 'BRL')).toThrow(MoneyError);
  });
});

describe('minor units', () => {
  it('converts exactly both ways', () => {
    expect(toMinorUnits('1.23', 2)).toBe(123n);
    expect(toMinorUnits(0.29, 2)).toBe(29n);
    expect(toMinorUnits(4.35, 2)).toBe(435n);
    expect(toMinorUnits('-0.5', 2)).toBe(-50n);
    expect(toMinorUnits('12', 6)).toBe(12_000_000n);
    expect(toMinorUnits(1e-7, 7)).toBe(1n);
    expect(fromMinorUnits(123n, 2)).toBe('1.23');
    expect(fromMinorUnits(5n, 2)).toBe('0.05');
    expect(fromMinorUnits(-5n, 2)).toBe('-0.05');
    expect(fromMinorUnits(1n, 6)).toBe('0.000001');
    expect(fromMinorUnits(42n, 0)).toBe('42');
  });

  it('rejects excess decimals unless asked to truncate', () => {
    expect(() => toMinorUnits(1.005, 2)).toThrow(MoneyError);
    expect(toMinorUnits(1.005, 2, { excess: 'truncate' })).toBe(100n);
    expect(toMinorUnits('1.50', 1)).toBe(15n);
  });

  it('rejects NaN, Infinity and bad decimal counts', () => {
    expect(() => toMinorUnits(Number.NaN, 2)).toThrow(MoneyError);
    expect(() => toMinorUnits(Infinity, 2)).toThrow(MoneyError);
    expect(() => toMinorUnits(1, -2)).toThrow(MoneyError);
    expect(() => fromMinorUnits(1n, 2.5)).toThrow(MoneyError);
  });
});

describe('scaleByExchangeRate', () => {
  it('is exact', () => {
    expect(scaleByExchangeRate(0.1, 3)).toBe('0.3');
    expect(scaleByExchangeRate('100', '5.4321')).toBe('543.21');
    expect(scaleByExchangeRate(1.005, 1000)).toBe('1005');
    expect(scaleByExchangeRate('19.99', '0.1')).toBe('1.999');
  });
});

describe('display helpers', () => {
  it('zero-pads and truncates to the decimal count', () => {
    expect(zeroPad(1.5, 2)).toBe('1.50');
    expect(zeroPad('7', 3)).toBe('7.000');
    expect(zeroPad(1.239, 2)).toBe('1.23');
    expect(zeroPad(3, 0)).toBe('3');
  });

  it('pads to two digits', () => {
    expect(padTwo(5)).toBe('05');
    expect(padTwo(0)).toBe('00');
    expect(padTwo(49)).toBe('49');
    expect(padTwo(123)).toBe('123');
    expect(() => padTwo(-1)).toThrow(RangeError);
    expect(() => padTwo(1.5)).toThrow(RangeError);
  });

  it('formats balances to 2 decimals, truncated', () => {
    expect(formatBalance(1234.5)).toBe('1234.50');
    expect(formatBalance('0.299')).toBe('0.29');
    expect(formatBalance(0)).toBe('0.00');
    expect(formatAmount(1.5, 'USDT')).toBe('1.500000');
    expect(formatAmount(1.5, 'BRL')).toBe('1.50');
  });
});

describe('betPayout', () => {
  it("adds the extra bonus to the bonus, keeping the amounts' decimals", () => {
    expect(betPayout('25.00', '0')).toBe('25.00');
    expect(betPayout('10.5', '2.25')).toBe('12.75');
    expect(betPayout(0, 0)).toBe('0');
    expect(betPayout('0.10', '0.20')).toBe('0.30');
  });
});
