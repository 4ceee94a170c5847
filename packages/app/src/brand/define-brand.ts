// Checks a brand file once, where it is written, so a typo in a brand (an unknown language, a
// missing footer text, a theme that breaks the contract) fails its tests and its dev server with a
// message naming the field, instead of a blank page in production.
import { findDialCode } from '@bet/domain/dial-codes';
import { isLanguageCode } from '@bet/domain/languages';
import { createTheme, ThemeOverrideError, type Theme } from '@bet/ui/theme';
import {
  BRAND_SPORTS,
  COMMUNITY_NETWORKS,
  SPORTS_MENUS,
  type BrandConfig,
  type FooterConfig,
} from './brand-config';

export class BrandConfigError extends Error {
  override readonly name = 'BrandConfigError';
  constructor(
    /** Dotted path of the offending field, e.g. 'footer.text.pt'. */
    readonly path: string,
    detail: string,
  ) {
    super(`Invalid brand config at "${path}": ${detail}`);
  }
}

const BRAND_ID = /^[a-z][a-z0-9-]{1,30}$/;
const HREF = /^(\/|\?|https?:\/\/|mailto:)/;

function check(ok: boolean, path: string, detail: string): void {
  if (!ok) throw new BrandConfigError(path, detail);
}

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

function checkLanguages(brand: BrandConfig): void {
  check(brand.languages.length > 0, 'languages', 'a brand offers at least one language');
  brand.languages.forEach((code, i) => {
    check(isLanguageCode(code), `languages.${i}`, `unknown language code ${String(code)}`);
  });
  check(unique(brand.languages), 'languages', 'a language is listed twice');
  check(
    brand.languages.includes(brand.defaultLanguage),
    'defaultLanguage',
    `${brand.defaultLanguage} is not among the offered languages`,
  );
}

function checkFooter(footer: FooterConfig, brand: BrandConfig): void {
  for (const code of brand.languages) {
    const text = footer.text[code];
    check(text !== undefined && text.trim() !== '', `footer.text.${code}`, 'missing footer text');
  }
  footer.groups.forEach((group, g) =>
    group.links.forEach((link, l) =>
      check(HREF.test(link.href), `footer.groups.${g}.links.${l}.href`, `bad link ${link.href}`),
    ),
  );
  footer.community.forEach((link, i) => {
    check(COMMUNITY_NETWORKS.includes(link.network), `footer.community.${i}.network`, 'unknown');
    check(/^https:\/\//.test(link.href), `footer.community.${i}.href`, 'expected an https URL');
  });
  footer.logos.forEach((logo, i) =>
    check(logo.alt.trim() !== '', `footer.logos.${i}.alt`, 'a logo needs its alt text'),
  );
}

function checkFlags(brand: BrandConfig): void {
  const { sports } = brand.flags;
  if (sports === false) return;
  check(SPORTS_MENUS.includes(sports.menu), 'flags.sports.menu', `unknown menu ${sports.menu}`);
  check(sports.sports.length > 0, 'flags.sports.sports', 'list at least one sport or set false');
  sports.sports.forEach((sport, i) =>
    check(BRAND_SPORTS.includes(sport), `flags.sports.sports.${i}`, `unknown sport ${sport}`),
  );
  check(unique(sports.sports), 'flags.sports.sports', 'a sport is listed twice');
  check(
    sports.cricket === undefined || typeof sports.cricket === 'boolean',
    'flags.sports.cricket',
    'cricket is true, false or absent',
  );
}

/** The brand's full theme: its overrides on top of the design system's default theme. */
export function brandTheme(brand: Pick<BrandConfig, 'theme'>): Theme {
  try {
    return createTheme(brand.theme);
  } catch (error) {
    if (error instanceof ThemeOverrideError) {
      throw new BrandConfigError(`theme.${error.path}`, error.message);
    }
    throw error;
  }
}

/**
 * Returns the brand unchanged after checking it; throws BrandConfigError naming the first wrong
 * field. Brand files call it, so `satisfies` and the runtime checks agree.
 */
export function defineBrand<const B extends BrandConfig>(brand: B): B {
  // The checks run in tests and the dev server; a production build has passed them already (every
  // brand's test calls defineBrand), so it leaves them and their tables out of the first chunk.
  if (import.meta.env.PROD) return brand;
  check(BRAND_ID.test(brand.id), 'id', 'lower-case letters, digits and dashes, 2 to 31 long');
  check(brand.name.trim() !== '', 'name', 'a brand needs a display name');
  checkLanguages(brand);
  checkFooter(brand.footer, brand);
  checkFlags(brand);
  check(brand.assets.logo !== '', 'assets.logo', 'a brand needs a logo');
  if (brand.defaultDialCode !== undefined) {
    check(
      findDialCode(brand.defaultDialCode) !== undefined,
      'defaultDialCode',
      'unknown dial code',
    );
  }
  brandTheme(brand);
  return brand;
}
