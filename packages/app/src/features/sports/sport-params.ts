// Sport keys of the sport, results and how-to-play routes (spec section 2).
import { SPORT_KEYS, type SportKey } from '@bet/domain/games';
import { BRAND_SPORTS, type BrandConfig, type BrandSport } from '../../brand/brand-config';

/** /results and /howToPlay default to soccer (spec section 2), or the brand's first sport. */
export function defaultSport(brand: BrandConfig): SportKey {
  return brand.flags.sports === false ? 'soccer' : (brand.flags.sports.sports[0] ?? 'soccer');
}

export function parseSport(value: string | undefined): SportKey | undefined {
  return SPORT_KEYS.find((key) => key.toLowerCase() === value?.toLowerCase());
}

export { sportLabelKey } from '../../brand/sport-labels';

/** Soccer, basketball and bd: the sports a brand can list (cricket and 365sports it cannot). */
export function isBrandSport(sport: SportKey): sport is BrandSport {
  return (BRAND_SPORTS as readonly string[]).includes(sport);
}
