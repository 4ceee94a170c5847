// Layout decisions that change behaviour, not only style (spec section 2: my bets is an overlay
// at 768 px and wider, a page below), read the viewport through matchMedia.
import { DESKTOP_BREAKPOINT } from '@bet/domain/constants';
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

export const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT}px)`;

/** True from the desktop breakpoint (768 px) up. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
