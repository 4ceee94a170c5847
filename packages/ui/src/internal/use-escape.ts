// Esc closes the overlay that holds focus. Handled on the overlay element (not the document) so
// that the innermost of nested overlays closes first and stops the key there.
import { useCallback, type KeyboardEvent } from 'react';

export function useEscape(onEscape: (() => void) | undefined) {
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !onEscape) return;
      event.stopPropagation();
      onEscape();
    },
    [onEscape],
  );
}
