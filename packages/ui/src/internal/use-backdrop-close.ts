// Closes on a click that both starts and ends on the backdrop, so selecting text inside the
// dialog and releasing outside it does not close it.
import { useRef, type MouseEvent } from 'react';

export function useBackdropClose(onClose: (() => void) | undefined) {
  const pressedOnBackdrop = useRef(false);
  return {
    onMouseDown: (event: MouseEvent) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent) => {
      const startedHere = pressedOnBackdrop.current;
      pressedOnBackdrop.current = false;
      if (startedHere && event.target === event.currentTarget) onClose?.();
    },
  };
}
