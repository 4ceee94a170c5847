// The brand apps under apps/: every folder with a src/brand.ts (so `pnpm new-brand` apps join the
// suite and the budget by themselves), each given its own end-to-end port.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS, isBrandId, type BrandFacts } from '@bet/domain/brands';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const APPS_DIR = path.join(ROOT, 'apps');
/** Preview ports of the suite, away from the dev ports (5101...) a developer may be using. */
export const E2E_BASE_PORT = 6101;

export interface BrandApp {
  readonly id: string;
  readonly dir: string;
  readonly port: number;
}

export function discoverBrands(
  appsDir: string = APPS_DIR,
  basePort: number = E2E_BASE_PORT,
): BrandApp[] {
  return readdirSync(appsDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(appsDir, entry.name, 'src/brand.ts')),
    )
    .map((entry) => entry.name)
    .sort()
    .map((id, index) => ({ id, dir: path.join(appsDir, id), port: basePort + index }));
}

/** Features a brand's flags turn on or off. */
export type BrandFeature = 'sports' | 'lottery' | 'racing' | 'games' | 'liveGames' | 'wallet';

/**
 * A brand app's facts: @bet/domain's BRANDS, which its src/brand.ts spreads in and the server
 * enforces. An app whose id is not there is refused (a new brand is added there too).
 */
export function brandFacts(brandId: string): BrandFacts {
  if (!isBrandId(brandId)) throw new Error(`${brandId}: not one of @bet/domain's BRANDS`);
  return BRANDS[brandId];
}

/** Whether a brand offers a feature (`sports` is false or the object of its sports). */
export function brandFlag(brandId: string, flag: BrandFeature): boolean {
  return brandFacts(brandId).flags[flag] !== false;
}

/** The sports of a brand's lobby menu, in menu order; empty when the brand has no sports. */
export function brandSports(brandId: string): string[] {
  const sports = brandFacts(brandId).flags.sports;
  return sports === false ? [] : [...sports.sports];
}

/** The first sport a brand lists: where the bottom navigation's sports entry goes. */
export function brandFirstSport(brandId: string): string | undefined {
  return brandSports(brandId)[0];
}

/** The language a visitor without a stored setting gets when the browser offers none of the brand's. */
export function brandDefaultLanguage(brandId: string): string {
  return brandFacts(brandId).defaultLanguage;
}
