// The frame of the pictures EmptyState shows (its default tray and the pictures of ErrorScreen,
// ComingSoon and UnderConstruction): 1em line drawings in currentColor, so they take the size and
// colour of the text around them.
import type { ReactNode } from 'react';

export function PictureFrame({ children }: { readonly children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      {children}
    </svg>
  );
}
