import { describe, expect, it } from 'vitest';
import { estimatedPayout, isPositiveStake, sanitizeStake } from './stake';

describe('sanitizeStake', () => {
  it('keeps digits and one decimal point', () => {
    expect(sanitizeStake('12a.3b4', 'BRL')).toBe('12.34');
    expect(sanitizeStake('1.2.3', 'BRL')).toBe('1.23');
    expect(sanitizeStake('-5', 'BRL')).toBe('5');
  });

  it('reads a comma as the decimal separator', () => {
    expect(sanitizeStake('10,5', 'BRL')).toBe('10.5');
  });

  it('drops decimals beyond the currency instead of rounding', () => {
    expect(sanitizeStake('1.999', 'BRL')).toBe('1.99');
    expect(sanitizeStake('0.1234567', 'usdt')).toBe('0.123456');
  });

  it('keeps a trailing point while typing', () => {
    expect(sanitizeStake('10.', 'BRL')).toBe('10.');
    expect(sanitizeStake('', 'BRL')).toBe('');
  });
});

describe('isPositiveStake', () => {
  it('accepts positive decimals only', () => {
    for (const ok of ['1', '0.01', '10.', '.5']) expect(isPositiveStake(ok), ok).toBe(true);
    for (const bad of ['', '0', '0.00', '.', 'abc', '-1'])
      expect(isPositiveStake(bad), bad).toBe(false);
  });
});

describe('estimatedPayout', () => {
  it('multiplies exactly and truncates to the currency', () => {
    // Float math gives 10 * 1.955 = 19.549999999999997; exact math gives 19.55.
    expect(estimatedPayout('10', 1.955, 'BRL')).toBe('19.55');
    expect(estimatedPayout('0.29', 3, 'BRL')).toBe('0.87');
    expect(estimatedPayout('3.33', 1.5, 'BRL')).toBe('4.99');
    expect(estimatedPayout('1.005', 2, 'USDT')).toBe('2.010000');
  });

  it('is undefined when nothing can be paid', () => {
    expect(estimatedPayout('', 2, 'BRL')).toBeUndefined();
    expect(estimatedPayout('0', 2, 'BRL')).toBeUndefined();
    expect(estimatedPayout('10', Number.NaN, 'BRL')).toBeUndefined();
    expect(estimatedPayout('10', 1, 'BRL')).toBeUndefined();
  });
});
