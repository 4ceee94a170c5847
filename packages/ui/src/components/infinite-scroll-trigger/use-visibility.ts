// Watches a sentinel element with IntersectionObserver. Undefined support (old browsers, some
// test environments) is reported so the caller can fall back to a button.
import { useEffect, useState } from 'react';

export function hasIntersectionObserver(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

/**
 * Calls `onChange(visible)` whenever the element enters or leaves the root's box grown by
 * `rootMargin`. Returns false when IntersectionObserver is not available.
 */
export function useVisibility(
  element: Element | null,
  root: Element | null | undefined,
  rootMargin: string,
  onChange: (visible: boolean) => void,
): boolean {
  const [supported] = useState(hasIntersectionObserver);
  useEffect(() => {
    if (!supported || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last !== undefined) onChange(last.isIntersecting);
      },
      { root: root ?? null, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [supported, element, root, rootMargin, onChange]);
  return supported;
}
