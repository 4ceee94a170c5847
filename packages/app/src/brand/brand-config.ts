// The typed brand configuration (design.md: seven brands run one application with their own
// theme, footer and feature flags; issue 7). A brand app holds one of these in brand.ts and hands
// it to createBrandApp. Everything here is data: no React, so brand files stay thin.
import type { BrandFlags } from '@bet/domain/brands';
import type { LanguageCode } from '@bet/domain/languages';
import type { TranslationKey } from '@bet/i18n/typed-keys';
import type { ThemeOverrides } from '@bet/ui/theme';

// The flags are brand facts of @bet/domain (the server serves only what a brand offers).
export {
  BRAND_SPORTS,
  SPORTS_MENUS,
  type BrandFlags,
  type BrandSport,
  type SportsFlag,
  type SportsMenu,
} from '@bet/domain/brands';

/** Text written by the brand, one entry per offered language. */
export type LocalizedText = Readonly<Partial<Record<LanguageCode, string>>>;

export interface FooterLink {
  /** A translation key, e.g. 'common:nav.chat' or 'help:faq'. */
  readonly label: TranslationKey;
  /** An app path ('/chat', '/help/faq', '?invite=true') or an absolute URL (new tab). */
  readonly href: string;
}

export interface FooterLinkGroup {
  readonly title: TranslationKey;
  readonly links: readonly FooterLink[];
}

export const COMMUNITY_NETWORKS = [
  'telegram',
  'whatsapp',
  'facebook',
  'instagram',
  'x',
  'youtube',
] as const;
export type CommunityNetwork = (typeof COMMUNITY_NETWORKS)[number];

export interface CommunityLink {
  readonly network: CommunityNetwork;
  readonly href: string;
}

export interface FooterLogo {
  readonly kind: 'sponsorship' | 'responsibility';
  /** Image URL (an imported asset or an absolute URL). */
  readonly src: string;
  readonly alt: string;
  readonly href?: string | undefined;
}

export interface FooterConfig {
  readonly groups: readonly FooterLinkGroup[];
  readonly community: readonly CommunityLink[];
  readonly logos: readonly FooterLogo[];
  /** The localized footer text (spec section 3, "Footer text: map per language"). */
  readonly text: LocalizedText;
}

export interface BrandAssets {
  /** The logo shown in the header (an imported SVG). */
  readonly logo: string;
  /** Download banner target when the server's kind-0 banner has no URL of its own. */
  readonly appDownloadUrl?: string | undefined;
}

export interface BrandConfig {
  /** Lower-case id, also the storage namespace and the brand header's value: 'jcbet'. */
  readonly id: string;
  /** Display name: 'JCBet'. */
  readonly name: string;
  readonly theme: ThemeOverrides;
  readonly footer: FooterConfig;
  readonly flags: BrandFlags;
  /** Offered languages, in picker order (a real brand's come from @bet/domain's BRANDS). */
  readonly languages: readonly LanguageCode[];
  readonly defaultLanguage: LanguageCode;
  /**
   * Merged-animal bets need exactly 6 animals (spec section 5, one brand variant): a brand fact of
   * @bet/domain's BRANDS, because the server enforces it too.
   */
  readonly mergedAnimalExactlySix: boolean;
  readonly assets: BrandAssets;
  /** Dial code preselected in mobile forms, e.g. '+55' (spec section 3 dial codes). */
  readonly defaultDialCode?: string | undefined;
  /** Origin in front of the API paths; '' is the page's own origin (production: one setting). */
  readonly apiBaseUrl?: string | undefined;
  /** The external test page of the test routes; `${apiBaseUrl}/dev/test-page` by default. */
  readonly testPageUrl?: string | undefined;
  /** The fixed string of the visitor chat secret (spec section 7, "Chat"). */
  readonly chatGuestSalt?: string | undefined;
}
