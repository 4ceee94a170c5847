// Each sport's own icon (issue 15), in the menus and lobby headers instead of initials. Decorative:
// the label beside it names the entry. Loaded lazily (lazy-sport-icon.tsx), out of the first render.
import type { SportKey } from '@bet/domain/games';
import type { ReactNode } from 'react';

const PATHS: Record<SportKey, ReactNode> = {
  soccer: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5l3.5 2.5-1.3 4h-4.4L8.5 10z" />
      <path d="M12 3v4.5M15.5 10l5-1.5M14.2 14l3 4.5M9.8 14l-3 4.5M8.5 10l-5-1.5" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18M5.6 5.6c3.2 3.2 3.2 9.6 0 12.8M18.4 5.6c-3.2 3.2-3.2 9.6 0 12.8" />
    </>
  ),
  bd: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7 9.5l5-3 5 3-1.9 6h-6.2z" />
      <path d="M9 21l1.5-5.5M15 21l-1.5-5.5" />
    </>
  ),
  cricket: (
    <>
      <path d="M4 20l9-9 2 2-9 9H4z" />
      <path d="M13 11l5-5 2 2-5 5" />
      <circle cx="18" cy="17" r="2.2" />
    </>
  ),
  '365sports': (
    <>
      <rect x="3" y="5" width="18" height="15" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8 14h3M13 14h3M8 17h3" />
    </>
  ),
};

export function SportIcon({ sport, size = 20 }: { sport: SportKey; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-sport-icon={sport}
    >
      {PATHS[sport]}
    </svg>
  );
}

export default SportIcon;
