import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { formatMinor, toMinor, toUsdtMinor, usdtIn } from './units.ts';

describe('units', () => {
  it('reads decimal strings exactly into 6-decimal minor units and back', () => {
    expect(toMinor('0.29')).toBe(290_000n);
    expect(toMinor('1.000001')).toBe(1_000_001n);
    expect(formatMinor(290_000n)).toBe('0.29');
    expect(formatMinor(5_000_000n)).toBe('5');
    expect(formatMinor(-1n)).toBe('-0.000001');
  });

  it('refuses more decimals than the currency has, as a 400', () => {
    expect(() => toMinor('1.0000001')).toThrow(AppError);
    expect(() => toMinor('1.001', 'BRL')).toThrow(/at most 2 decimals/);
    expect(() => toMinor('abc')).toThrow(AppError);
  });

  it('converts without creating money: down when paying out, up when taking', () => {
    expect(toUsdtMinor(toMinor('100', 'BRL'), '5.5', 'down')).toBe(18_181_818n);
    expect(toUsdtMinor(toMinor('100', 'BRL'), '5.5', 'up')).toBe(18_181_819n);
    expect(toUsdtMinor(toMinor('10'), '1', 'up')).toBe(10_000_000n);
  });

  it('shows a USDT balance in another currency truncated to its decimals', () => {
    expect(usdtIn(18_181_818n, '5.5', 'BRL')).toBe('99.99');
    expect(usdtIn(1_234_567n, '1', 'USDT')).toBe('1.234567');
  });
});
