// Keeps keyboard focus inside an open dialog and gives it back to the opener when it closes
// (WAI-ARIA APG dialog pattern: initial focus, Tab cycling, focus restored on close).
import { useEffect, type RefObject } from 'react';
import { tabbables } from './tabbable';

export interface FocusTrapOptions {
  /** Element to focus first; else the first tabbable element; else the container itself. */
  readonly initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Whether Tab and Shift+Tab cycle inside the container (off for non-modal panels). */
  readonly trap?: boolean | undefined;
}

function focusFirst(container: HTMLElement, initial?: HTMLElement | null) {
  const target = initial ?? tabbables(container)[0] ?? container;
  target.focus({ preventScroll: true });
}

function cycle(event: KeyboardEvent, container: HTMLElement) {
  if (event.key !== 'Tab') return;
  const items = tabbables(container);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (!container.contains(active)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Open traps, innermost last. Only the innermost one handles Tab: a dialog opened over another
 * (a confirmation over the wallet modal) renders outside the first one's element, and the outer
 * trap would otherwise pull focus back on every Tab.
 */
const openTraps: HTMLElement[] = [];

/** While `active`, moves focus into `containerRef` and (by default) traps Tab inside it. */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus, trap = true }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusFirst(container, initialFocus?.current);
    // Give focus back to whatever opened the dialog, if it is still on the page.
    const restore = () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    if (!trap) return restore;
    openTraps.push(container);
    const onKeyDown = (event: KeyboardEvent) => {
      if (openTraps[openTraps.length - 1] === container) cycle(event, container);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openTraps.splice(openTraps.lastIndexOf(container), 1);
      restore();
    };
  }, [active, containerRef, initialFocus, trap]);
}
