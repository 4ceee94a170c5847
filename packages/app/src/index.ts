// Public API of @bet/app: createBrandApp and the brand configuration (also at @bet/app/brand).
export {
  createBrandApp,
  MountTargetError,
  type BrandApp,
  type BrandAppOptions,
} from './app/create-brand-app';
export {
  BRAND_SPORTS,
  BrandConfigError,
  brandTheme,
  COMMUNITY_NETWORKS,
  defineBrand,
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
} from './brand';
export {
  brandContrastIssues,
  BrandEnvError,
  formatContrastIssues,
  readBrandEnv,
  type BrandEnv,
} from './brand';
