// The profile's sections in menu order (spec section 2: rewards open by default). The route table
// mounts each under /profile/<id>; the menu names them with these keys.
export const PROFILE_SECTIONS = ['rewards', 'info', 'security', 'vip', 'safety'] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const DEFAULT_PROFILE_SECTION: ProfileSection = 'rewards';

export const SECTION_LABEL_KEYS = {
  rewards: 'profile:rewards',
  info: 'profile:personalInfo',
  security: 'profile:security',
  vip: 'profile:vipClub',
  safety: 'profile:menu.safety',
} as const satisfies Record<ProfileSection, string>;
