import { brandContrastIssues, defineBrand, formatContrastIssues } from '@bet/app/brand';
import { describe, expect, it } from 'vitest';
import { brand } from './brand';

describe('BDBet brand', () => {
  it('is a valid brand config', () => {
    expect(defineBrand(brand)).toBe(brand);
  });

  it('meets WCAG AA contrast with its palette', () => {
    const issues = brandContrastIssues(brand);
    expect(issues, formatContrastIssues(issues)).toEqual([]);
  });
});

describe('BDBet specifics (issue 7: the second brand)', () => {
  it('uses the bdsports menu (sport/bd) and the merged-animal exactly-6 rule', () => {
    expect(brand.flags.sports).toEqual({ menu: 'bdsports', sports: ['bd'] });
    expect(brand.mergedAnimalExactlySix).toBe(true);
  });
});
