// Stops the page behind a modal from scrolling. Counted, so nested overlays release it only
// when the last one closes.
import { useEffect } from 'react';

let locks = 0;
let saved = { overflow: '', paddingRight: '' };

function lock() {
  if (locks === 0) {
    const { style } = document.body;
    saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    // Keep the layout from shifting when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    style.overflow = 'hidden';
  }
  locks += 1;
}

function unlock() {
  locks = Math.max(0, locks - 1);
  if (locks === 0) {
    document.body.style.overflow = saved.overflow;
    document.body.style.paddingRight = saved.paddingRight;
  }
}

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    lock();
    return unlock;
  }, [active]);
}
