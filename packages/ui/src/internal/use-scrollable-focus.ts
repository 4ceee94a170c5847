// A region that scrolls must be reachable by keyboard when it holds nothing focusable
// (axe scrollable-region-focusable, WCAG 2.1.1). Adds tabindex=0 only while it overflows, so
// short content does not get an extra tab stop.
import { useEffect, type RefObject } from 'react';

export function useScrollableFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const overflows = element.scrollHeight > element.clientHeight + 1;
      if (overflows) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
}
