import { describe, expect, it } from 'vitest';
import { BRAND_IDS, BRANDS, DEFAULT_BRAND, isBrandId, validateBrandMergedAnimals } from './brands';
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
});
