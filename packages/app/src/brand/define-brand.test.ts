import { describe, expect, it } from 'vitest';
import { testBrand } from '../../test/harness';
import type { BrandConfig } from './brand-config';
import { BrandConfigError, brandTheme, defineBrand } from './define-brand';

function broken(change: (brand: BrandConfig) => object): () => BrandConfig {
  return () => defineBrand({ ...testBrand(), ...change(testBrand()) } as BrandConfig);
}

describe('defineBrand', () => {
  it('returns a valid brand unchanged, with its full theme', () => {
    const brand = testBrand({ theme: { palette: { primary: { main: '#123456' } } } });
    expect(defineBrand(brand)).toBe(brand);
    expect(brandTheme(brand).palette.primary.main).toBe('#123456');
    expect(brandTheme(brand).palette.primary.on).toBeTruthy();
  });

  it('accepts a brand that offers cricket', () => {
    const brand = testBrand();
    const flags = {
      ...brand.flags,
      sports: { menu: 'jcsports', sports: ['soccer'], cricket: true },
    };
    expect(defineBrand({ ...brand, flags } as BrandConfig).flags.sports).toMatchObject({
      cricket: true,
    });
  });

  it.each([
    ['id', broken(() => ({ id: 'Bad Id' }))],
    ['languages', broken(() => ({ languages: [] }))],
    ['languages.1', broken(() => ({ languages: ['en', 'xx'] }))],
    ['defaultLanguage', broken(() => ({ defaultLanguage: 'es' }))],
    ['footer.text.pt', broken((b) => ({ footer: { ...b.footer, text: { en: 'only english' } } }))],
    [
      'flags.sports.sports',
      broken((b) => ({ flags: { ...b.flags, sports: { menu: 'jcsports', sports: [] } } })),
    ],
    [
      'flags.sports.menu',
      broken((b) => ({ flags: { ...b.flags, sports: { menu: 'xsports', sports: ['bd'] } } })),
    ],
    [
      'flags.sports.cricket',
      broken((b) => ({
        flags: { ...b.flags, sports: { menu: 'jcsports', sports: ['soccer'], cricket: 'yes' } },
      })),
    ],
    ['defaultDialCode', broken(() => ({ defaultDialCode: '+999' }))],
    ['theme.palette.primary', broken(() => ({ theme: { palette: { primary: '#fff' } } }))],
  ])('names the wrong field: %s', (path, build) => {
    try {
      build();
      expect.fail('expected a BrandConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(BrandConfigError);
      expect((error as BrandConfigError).path).toBe(path);
    }
  });
});
