import { describe, expect, it } from 'vitest';
import { brandDefaultLanguage, brandFirstSport, brandFlag, brandSports } from './brands.ts';

describe('brand facts', () => {
  it("are @bet/domain's BRANDS: flags, sports, default language", () => {
    expect(brandFlag('bdbet', 'sports')).toBe(true);
    expect(brandFlag('bdbet', 'racing')).toBe(true);
    expect(brandFlag('jcbet', 'racing')).toBe(false);
    expect(brandSports('bdbet')).toEqual(['bd']);
    expect(brandFirstSport('jcbet')).toBe('soccer');
    expect(brandDefaultLanguage('bdbet')).toBe('bn');
  });

  it('refuses an app whose id is not a brand of the domain', () => {
    expect(() => brandFlag('acmebet', 'games')).toThrow(/not one of/);
  });
});
