import { describe, expect, it } from 'vitest';
import {
  BRAND_IDS,
  BRANDS,
  brandOffersGame,
  DEFAULT_BRAND,
  isBrandId,
  validateBrandMergedAnimals,
} from './brands';
import { isLanguageCode } from './languages';

describe('brands', () => {
  it('keys every brand by its own id, with known languages including its default', () => {
    for (const id of BRAND_IDS) {
      const brand = BRANDS[id];
      expect(brand.id).toBe(id);
      expect(brand.languages.every(isLanguageCode)).toBe(true);
      expect(brand.languages).toContain(brand.defaultLanguage);
    }
    expect(isBrandId(DEFAULT_BRAND)).toBe(true);
  });

  it('tells brand ids from other strings', () => {
    expect(isBrandId('bdbet')).toBe(true);
    expect(isBrandId('nobet')).toBe(false);
    expect(isBrandId('toString')).toBe(false);
    expect(isBrandId(undefined)).toBe(false);
  });

  it("applies the brand's merged-animal rule: exactly six on bdbet, 2 to 9 elsewhere", () => {
    expect(validateBrandMergedAnimals(BRANDS.bdbet, 5)).toEqual({
      ok: false,
      error: 'shouldSelectSix',
    });
    expect(validateBrandMergedAnimals(BRANDS.bdbet, 6)).toEqual({ ok: true });
    expect(validateBrandMergedAnimals(BRANDS.jcbet, 5)).toEqual({ ok: true });
    expect(validateBrandMergedAnimals(BRANDS.jcbet, 10)).toEqual({ ok: false, error: 'mostNine' });
  });

  it('offers the games of the categories and sports the brand has switched on', () => {
    expect(brandOffersGame(BRANDS.bdbet.flags, 'bd')).toBe(true);
    expect(brandOffersGame(BRANDS.bdbet.flags, 'soccer')).toBe(false);
    expect(brandOffersGame(BRANDS.bdbet.flags, 'winfinity')).toBe(false);
    expect(brandOffersGame(BRANDS.bdbet.flags, 'pk10')).toBe(true);
    expect(brandOffersGame(BRANDS.tigerbet.flags, 'soccer')).toBe(false);
    expect(brandOffersGame(BRANDS.tigerbet.flags, 'hkmarksix')).toBe(false);
    expect(brandOffersGame(BRANDS.tigerbet.flags, 'pgGames')).toBe(true);
    expect(brandOffersGame(BRANDS.solbet.flags, 'pgGames')).toBe(false);
    expect(brandOffersGame(BRANDS.riobet.flags, 'cricket')).toBe(false);
  });
});
