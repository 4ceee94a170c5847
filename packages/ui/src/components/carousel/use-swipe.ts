// Horizontal swipe on touch and pen (mouse drags are ignored: a mouse has the arrow buttons).
// The element sets `touch-action: pan-y`, so vertical scrolling stays with the browser while
// horizontal moves reach these handlers.
import { useRef, type PointerEvent } from 'react';

/** A move shorter than this, or more vertical than horizontal, is not a swipe. */
export const SWIPE_MIN_PX = 40;

export interface SwipeHandlers {
  readonly onPointerDown: (event: PointerEvent) => void;
  readonly onPointerUp: (event: PointerEvent) => void;
  readonly onPointerCancel: () => void;
}

export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | undefined>(undefined);
  return {
    onPointerDown: (event) => {
      start.current =
        event.pointerType === 'mouse' ? undefined : { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = undefined;
      if (from === undefined) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
      // Swiping towards the start edge (left, or right in right-to-left text) reveals the next
      // slide, as on every phone carousel.
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      onSwipe(dx < 0 !== rtl ? 'next' : 'previous');
    },
    onPointerCancel: () => {
      start.current = undefined;
    },
  };
}
