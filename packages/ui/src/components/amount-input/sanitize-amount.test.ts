import { describe, expect, it } from 'vitest';
import { sanitizeAmount } from './sanitize-amount';

describe('sanitizeAmount', () => {
  it('keeps at most 2 decimals for fiat and 6 for USDT, truncating (never rounding)', () => {
    expect(sanitizeAmount('4.359', 'BRL')).toBe('4.35');
    expect(sanitizeAmount('0.299', 'BRL')).toBe('0.29');
    expect(sanitizeAmount('1.0059999', 'USDT')).toBe('1.005999');
    expect(sanitizeAmount('1.0059999', 'usdt')).toBe('1.005999');
  });

  it('accepts a decimal comma and drops letters, spaces, signs and extra points', () => {
    expect(sanitizeAmount('12,5', 'BRL')).toBe('12.5');
    expect(sanitizeAmount(' 1a2b3 ', 'BRL')).toBe('123');
    expect(sanitizeAmount('-50', 'BRL')).toBe('50');
    expect(sanitizeAmount('1.2.3', 'BRL')).toBe('1.23');
    expect(sanitizeAmount('1e5', 'BRL')).toBe('15');
  });

  it('normalises leading zeros and a bare point', () => {
    expect(sanitizeAmount('007', 'BRL')).toBe('7');
    expect(sanitizeAmount('0', 'BRL')).toBe('0');
    expect(sanitizeAmount('00.50', 'BRL')).toBe('0.50');
    expect(sanitizeAmount('.5', 'BRL')).toBe('0.5');
  });

  it('keeps a trailing point and the empty string, so typing can go on', () => {
    expect(sanitizeAmount('12.', 'BRL')).toBe('12.');
    expect(sanitizeAmount('', 'BRL')).toBe('');
    expect(sanitizeAmount('abc', 'BRL')).toBe('');
  });
});
