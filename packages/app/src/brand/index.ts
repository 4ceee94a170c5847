// `@bet/app/brand`: what a brand file needs (types and the checker), without React, so brand
// tests and build tools can load a brand on its own.
export {
  BRAND_SPORTS,
  COMMUNITY_NETWORKS,
  SPORTS_MENUS,
  type BrandAssets,
  type BrandConfig,
  type BrandFlags,
  type BrandSport,
  type CommunityLink,
  type CommunityNetwork,
  type FooterConfig,
  type FooterLink,
  type FooterLinkGroup,
  type FooterLogo,
  type LocalizedText,
  type SportsFlag,
  type SportsMenu,
} from './brand-config';
export { BRANDS, type BrandFacts, type BrandId } from '@bet/domain/brands';
export { APP_LANGUAGES, type AppLanguage } from './app-languages';
export { footerLinkGroups } from './footer-links';
export { BrandConfigError, brandTheme, defineBrand } from './define-brand';
export { brandContrastIssues, formatContrastIssues } from './brand-contrast';
export { BrandEnvError, readBrandEnv, type BrandEnv } from './brand-env';
export { SAFER_PLAY_PATH } from '../features/safety';
