import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_PRIZE_TIERS,
  MAX_PRIZE_TIERS,
  PASS_COMBINATIONS,
  TAX_RATE,
  TAX_THRESHOLD,
  applyTax,
  capPrize,
  isVoidedByPostponement,
  maxPrizeFor,
} from './sports-rules';

describe('prize tiers', () => {
  it('maps the four tiers to 2..5 strings by default', () => {
    expect(MAX_PRIZE_TIERS).toEqual([10200, 4500, 6100, 10000]);
    expect(DEFAULT_MAX_PRIZE_TIERS.map((t) => t.strings)).toEqual([2, 3, 4, 5]);
    expect(maxPrizeFor(2)).toBe(10200);
    expect(maxPrizeFor(5)).toBe(10000);
    expect(maxPrizeFor(1)).toBeUndefined();
    expect(maxPrizeFor(1, [{ strings: 1, maxPrize: 500 }])).toBe(500);
  });

  it('caps a prize', () => {
    expect(capPrize(20000, 3)).toBe('4500');
    expect(capPrize('4499.99', 3)).toBe('4499.99');
    expect(capPrize(99999, 6)).toBe('99999');
  });

  it('keeps the pass combinations as given', () => {
    expect(PASS_COMBINATIONS.map((p) => `${p.combinations} of ${p.strings}`)).toEqual([
      '8 of 2',
      '4 of 3',
      '6 of 4',
      '4 of 5',
    ]);
  });
});

describe('applyTax', () => {
  it('taxes 20% of a prize over 20,000', () => {
    expect(TAX_RATE).toBe(0.2);
    expect(TAX_THRESHOLD).toBe(20000);
    expect(applyTax(30000)).toEqual({ gross: '30000', tax: '6000', net: '24000.00' });
    expect(applyTax('20000.01')).toEqual({ gross: '20000.01', tax: '4000.01', net: '16000.00' });
  });

  it('does not tax 20,000 or less', () => {
    expect(applyTax(20000)).toEqual({ gross: '20000', tax: '0', net: '20000.00' });
    expect(applyTax(0.29)).toEqual({ gross: '0.29', tax: '0', net: '0.29' });
  });

  it('can tax only the excess', () => {
    expect(applyTax(30000, { rate: 0.2, threshold: 20000, mode: 'excess' })).toEqual({
      gross: '30000',
      tax: '2000',
      net: '28000.00',
    });
  });

  it('rejects negative and malformed prizes', () => {
    expect(() => applyTax(-1)).toThrow(RangeError);
    expect(() => applyTax(Number.NaN)).toThrow();
  });
});

describe('isVoidedByPostponement', () => {
  const kickoff = new Date('2025-05-01T18:00:00Z');
  const plus = (hours: number) => new Date(kickoff.getTime() + hours * 3_600_000);

  it('voids after more than 36 hours', () => {
    expect(isVoidedByPostponement(kickoff, plus(35))).toBe(false);
    expect(isVoidedByPostponement(kickoff, plus(36))).toBe(false);
    expect(isVoidedByPostponement(kickoff, plus(36.001))).toBe(true);
  });

  it('uses the actual start when the match was played', () => {
    expect(isVoidedByPostponement(kickoff, plus(100), plus(2))).toBe(false);
    expect(isVoidedByPostponement(kickoff, plus(100), plus(40))).toBe(true);
  });

  it('rejects invalid dates', () => {
    expect(() => isVoidedByPostponement(new Date('x'), kickoff)).toThrow(RangeError);
  });
});
