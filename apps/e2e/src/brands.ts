// The brand apps under apps/: every folder with a src/brand.ts (so `pnpm new-brand` apps join the
// suite and the budget by themselves), each given its own end-to-end port.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Features a brand's BrandFlags turns on or off. */
export type BrandFeature = 'sports' | 'lottery' | 'racing' | 'games' | 'liveGames' | 'wallet';

/**
 * Whether a brand offers a feature, read from the `flags` of its src/brand.ts (that file imports
 * assets and the app, so Node reads it as text). Every brand, generated ones too, writes
 * `name: value`; `sports` is `false` or the object of its sports.
 */
export function brandFlag(
  brandId: string,
  flag: BrandFeature,
  appsDir: string = APPS_DIR,
): boolean {
  const source = readFileSync(path.join(appsDir, brandId, 'src/brand.ts'), 'utf8');
  const value = new RegExp(`^\\s*${flag}:\\s*(true|false|\\{)`, 'm').exec(source)?.[1];
  if (value === undefined) throw new Error(`${brandId}: no ${flag} flag in src/brand.ts`);
  return value !== 'false';
}

/**
 * The first sport a brand lists (`sports: ['bd', ...]` inside its sports flag, read as text like
 * brandFlag): its lobby is where the bottom navigation's sports entry goes. Undefined when the
 * brand has no sports.
 */
export function brandFirstSport(brandId: string, appsDir: string = APPS_DIR): string | undefined {
  if (!brandFlag(brandId, 'sports', appsDir)) return undefined;
  const source = readFileSync(path.join(appsDir, brandId, 'src/brand.ts'), 'utf8');
  const value = /^\s*sports:\s*\[\s*'([a-z]+)'/m.exec(source)?.[1];
  if (value === undefined) throw new Error(`${brandId}: no list of sports in src/brand.ts`);
  return value;
}

/**
 * The language a visitor without a stored setting gets when the browser offers none of the
 * brand's: the `defaultLanguage` of its src/brand.ts (read as text, like brandFlag).
 */
export function brandDefaultLanguage(brandId: string, appsDir: string = APPS_DIR): string {
  const source = readFileSync(path.join(appsDir, brandId, 'src/brand.ts'), 'utf8');
  const value = /^\s*defaultLanguage:\s*'([a-z]{2})'/m.exec(source)?.[1];
  if (value === undefined) throw new Error(`${brandId}: no defaultLanguage in src/brand.ts`);
  return value;
}

/**
 * The sports of a brand's lobby menu, in menu order: the `sports: [...]` list inside the `sports`
 * flag of its src/brand.ts (read as text, like brandFlag); empty when the brand has no sports.
 */
export function brandSports(brandId: string, appsDir: string = APPS_DIR): string[] {
  const source = readFileSync(path.join(appsDir, brandId, 'src/brand.ts'), 'utf8');
  const list = /^\s*sports:\s*\[([^\]]*)\]/m.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z]+)'/g)].map((match) => match[1] ?? '').filter(Boolean);
}
