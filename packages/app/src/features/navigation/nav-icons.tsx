// Decorative navigation icons (the entry's label is its accessible name).
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const NAV_ICONS = {
  home: (
    <Icon>
      <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
    </Icon>
  ),
  sports: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 5h-5L8 10z" />
    </Icon>
  ),
  games: (
    <Icon>
      <rect x="3" y="7" width="18" height="11" rx="4" />
      <path d="M8 10v4M6 12h4M15 11h.01M17 13h.01" />
    </Icon>
  ),
  lottery: (
    <Icon>
      <circle cx="8" cy="9" r="4" />
      <circle cx="16" cy="15" r="4" />
    </Icon>
  ),
  racing: (
    <Icon>
      <path d="M4 17h16M6 17l2-6h8l2 6M9 11l1-3h4l1 3" />
    </Icon>
  ),
  live: (
    <Icon>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M10 9l5 3-5 3z" />
    </Icon>
  ),
  reports: (
    <Icon>
      <path d="M5 20V10M12 20V4M19 20v-7" />
    </Icon>
  ),
  results: (
    <Icon>
      <path d="M8 4h8v4a4 4 0 0 1-8 0zM12 12v5M8 20h8" />
    </Icon>
  ),
  bets: (
    <Icon>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" />
    </Icon>
  ),
  announcements: (
    <Icon>
      <path d="M3 10v4h3l6 4V6L6 10zM16 9a4 4 0 0 1 0 6" />
    </Icon>
  ),
  promotions: (
    <Icon>
      <path d="M20 12v8H4v-8M2 8h20v4H2zM12 8v12M12 8a3 3 0 1 1 3-3c0 2-3 3-3 3zm0 0a3 3 0 1 0-3-3c0 2 3 3 3 3z" />
    </Icon>
  ),
  messages: (
    <Icon>
      <path d="M4 5h16v11H8l-4 4z" />
    </Icon>
  ),
  howToPlay: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01" />
    </Icon>
  ),
  support: (
    <Icon>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1z" />
    </Icon>
  ),
  invite: (
    <Icon>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
    </Icon>
  ),
  recharge: (
    <Icon>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 15h2" />
    </Icon>
  ),
} as const satisfies Record<string, ReactNode>;
