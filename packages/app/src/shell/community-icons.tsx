// Decorative icons of the footer's community links (the network name is the link's text).
import type { ReactNode } from 'react';
import type { CommunityNetwork } from '../brand/brand-config';

const svg = (path: ReactNode) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    {path}
  </svg>
);

export const COMMUNITY_ICONS: Readonly<Record<CommunityNetwork, ReactNode>> = {
  telegram: svg(<path d="M21 4L3 11l5 2 2 6 3-4 5 4z" />),
  whatsapp: svg(<path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z" />),
  facebook: svg(<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8z" />),
  instagram: svg(
    <path d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />,
  ),
  x: svg(<path d="M4 4h4l12 16h-4zM20 4l-7 8M4 20l7-8" />),
  youtube: svg(
    <path d="M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm7 2v6l5-3z" />,
  ),
};

export const COMMUNITY_NAMES: Readonly<Record<CommunityNetwork, string>> = {
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
};
