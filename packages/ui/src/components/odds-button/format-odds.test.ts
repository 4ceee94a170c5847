import { describe, expect, it } from 'vitest';
import { formatOdds, isValidOdds, oddsMove } from './format-odds';

describe('formatOdds', () => {
  it('pads to two decimals', () => {
    expect(formatOdds(2)).toBe('2.00');
    expect(formatOdds(1.9)).toBe('1.90');
    expect(formatOdds(12.5)).toBe('12.50');
  });

  it('keeps a third decimal without rounding', () => {
    expect(formatOdds(1.955)).toBe('1.955');
    expect(formatOdds(3.125)).toBe('3.125');
  });

  it('truncates beyond three decimals instead of rounding up', () => {
    expect(formatOdds(1.9999)).toBe('1.999');
  });

  it('rejects odds a bettor cannot take', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 0, 1, -2]) {
      expect(isValidOdds(bad)).toBe(false);
      expect(() => formatOdds(bad)).toThrow(RangeError);
    }
  });
});

describe('oddsMove', () => {
  it('tells the direction of a price change', () => {
    expect(oddsMove(1.8, 1.95)).toBe('up');
    expect(oddsMove(2.1, 2.05)).toBe('down');
  });

  it('is undefined for no change or invalid prices', () => {
    expect(oddsMove(1.8, 1.8)).toBeUndefined();
    expect(oddsMove(Number.NaN, 1.8)).toBeUndefined();
    expect(oddsMove(1.8, 0)).toBeUndefined();
  });
});
