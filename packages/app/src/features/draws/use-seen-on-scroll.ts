// Calls `onSeen` when an element comes into view once the member has scrolled: what sits below a
// page's first screen loads when it is reached, never with the page's first render.
import { useEffect, type RefObject } from 'react';

export function useSeenOnScroll(
  ref: RefObject<Element | null>,
  active: boolean,
  onSeen: () => void,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || element === null || typeof IntersectionObserver !== 'function') return undefined;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onSeen();
      });
      observer.observe(element);
    };
    // Scroll events do not bubble; capturing them on the document sees every scroller.
    document.addEventListener('scroll', watch, { capture: true, passive: true, once: true });
    return () => {
      document.removeEventListener('scroll', watch, { capture: true });
      observer?.disconnect();
    };
  }, [ref, active, onSeen]);
}
