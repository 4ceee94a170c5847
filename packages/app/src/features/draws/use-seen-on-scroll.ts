// Calls `onSeen` when an element comes into view once the member has scrolled: what sits below a
// page's first screen loads when it is reached, never with the page's first render. Only the
// member's own scrolling counts (a wheel, a finger, a scroll key): a scroll the page's layout
// causes (a list growing above, scroll anchoring, focus moving into view) does not start it.
import { useEffect, type RefObject } from 'react';

/** Keys that scroll the page when nothing editable has the focus. */
const SCROLL_KEYS = new Set([' ', 'PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'Home', 'End']);

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Whether an input event is the member scrolling. */
export function isScrollInput(event: Event): boolean {
  if (event.type === 'wheel' || event.type === 'touchmove') return true;
  return event instanceof KeyboardEvent && SCROLL_KEYS.has(event.key) && !isEditable(event.target);
}

const SCROLL_INPUTS = ['wheel', 'touchmove', 'keydown'] as const;

export function useSeenOnScroll(
  ref: RefObject<Element | null>,
  active: boolean,
  onSeen: () => void,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || element === null || typeof IntersectionObserver !== 'function') return undefined;
    let observer: IntersectionObserver | undefined;
    const watch = (event: Event) => {
      if (!isScrollInput(event)) return;
      stopListening();
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onSeen();
      });
      observer.observe(element);
    };
    const stopListening = () => {
      for (const type of SCROLL_INPUTS) document.removeEventListener(type, watch, true);
    };
    for (const type of SCROLL_INPUTS)
      document.addEventListener(type, watch, { capture: true, passive: true });
    return () => {
      stopListening();
      observer?.disconnect();
    };
  }, [ref, active, onSeen]);
}
