// Cricket is offered by a brand that turns it on in its sports flag (no brand does today).
import type { BrandConfig } from '../../brand/brand-config';

export function offersCricket(brand: BrandConfig): boolean {
  return brand.flags.sports !== false && brand.flags.sports.cricket === true;
}
