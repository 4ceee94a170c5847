import { brandContrastIssues, defineBrand, formatContrastIssues } from '@bet/app/brand';
import { describe, expect, it } from 'vitest';
import { brand } from './brand';

describe('SolBet brand', () => {
  it('is a valid brand config', () => {
    expect(defineBrand(brand)).toBe(brand);
  });

  it('meets WCAG AA contrast with its palette', () => {
    const issues = brandContrastIssues(brand);
    expect(issues, formatContrastIssues(issues)).toEqual([]);
  });
});
