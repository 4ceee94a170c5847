import { brandContrastIssues, defineBrand, formatContrastIssues } from '@bet/app/brand';
import { describe, expect, it } from 'vitest';
import { brand } from './brand';

describe('JCBet brand', () => {
  it('is a valid brand config', () => {
    expect(defineBrand(brand)).toBe(brand);
  });

  it('meets WCAG AA contrast with its palette', () => {
    const issues = brandContrastIssues(brand);
    expect(issues, formatContrastIssues(issues)).toEqual([]);
  });
});

describe('JCBet specifics (issue 7: the first brand)', () => {
  it('uses the jcsports menu with soccer and basketball', () => {
    expect(brand.flags.sports).toEqual({ menu: 'jcsports', sports: ['soccer', 'basketball'] });
    expect(brand.mergedAnimalExactlySix).toBe(false);
  });
});
