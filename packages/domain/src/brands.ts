// The seven brands of the product and the facts both sides need: the brand apps (their brand
// files spread these in) and the server (which scopes content and members by brand and enforces
// the brand's own rules). Everything else about a brand (theme, footer, menus) is the app's.
import type { LanguageCode } from './languages';
import {
  validateMergedAnimalSelection,
  type MergedAnimalError,
  type SelectionResult,
} from './mark-six-bets';

export const BRAND_IDS = [
  'jcbet',
  'bdbet',
  'lunabet',
  'novabet',
  'riobet',
  'solbet',
  'tigerbet',
] as const;

export type BrandId = (typeof BRAND_IDS)[number];

export interface BrandFacts<Id extends BrandId = BrandId> {
  /** Lower-case id: the brand header's value, the storage namespace, the server's brand column. */
  readonly id: Id;
  /** Display name: 'JCBet'. */
  readonly name: string;
  /** Offered languages, in picker order. */
  readonly languages: readonly LanguageCode[];
  readonly defaultLanguage: LanguageCode;
  /** Merged-animal bets need exactly 6 animals instead of 2 to 9 (spec section 5, one variant). */
  readonly mergedAnimalExactlySix: boolean;
}

/** The brand a request without a brand header belongs to (older and non-browser clients). */
export const DEFAULT_BRAND: BrandId = 'jcbet';

export const BRANDS: { readonly [Id in BrandId]: BrandFacts<Id> } = {
  jcbet: {
    id: 'jcbet',
    name: 'JCBet',
    languages: ['pt', 'en', 'es'],
    defaultLanguage: 'pt',
    mergedAnimalExactlySix: false,
  },
  bdbet: {
    id: 'bdbet',
    name: 'BDBet',
    languages: ['bn', 'en', 'hi'],
    defaultLanguage: 'bn',
    mergedAnimalExactlySix: true,
  },
  lunabet: {
    id: 'lunabet',
    name: 'LunaBet',
    languages: ['pt', 'en', 'zh', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'ru', 'bn'],
    defaultLanguage: 'en',
    mergedAnimalExactlySix: false,
  },
  novabet: {
    id: 'novabet',
    name: 'NovaBet',
    languages: ['en', 'pt', 'es', 'tr', 'ru'],
    defaultLanguage: 'en',
    mergedAnimalExactlySix: false,
  },
  riobet: {
    id: 'riobet',
    name: 'RioBet',
    languages: ['pt', 'es'],
    defaultLanguage: 'pt',
    mergedAnimalExactlySix: false,
  },
  solbet: {
    id: 'solbet',
    name: 'SolBet',
    languages: ['es', 'en'],
    defaultLanguage: 'es',
    mergedAnimalExactlySix: false,
  },
  tigerbet: {
    id: 'tigerbet',
    name: 'TigerBet',
    languages: ['en', 'zh', 'id', 'ja', 'ko', 'hi'],
    defaultLanguage: 'en',
    mergedAnimalExactlySix: false,
  },
};

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && Object.hasOwn(BRANDS, value);
}

/** The brand's merged-animal rule, as the page checks a selection and the server a bet. */
export function validateBrandMergedAnimals(
  brand: Pick<BrandFacts, 'mergedAnimalExactlySix'>,
  count: number,
): SelectionResult<MergedAnimalError> {
  return validateMergedAnimalSelection(count, { exactlySix: brand.mergedAnimalExactlySix });
}
