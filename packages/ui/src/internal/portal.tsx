// Overlays render at the end of <body>, above the layout's stacking contexts.
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export function Portal({ children }: { readonly children: ReactNode }) {
  return typeof document === 'undefined' ? null : createPortal(children, document.body);
}
