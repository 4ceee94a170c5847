// Tracks price moves of an OddsButton: when the `odds` prop changes, returns the direction for
// `flashMs` (then undefined). A new move restarts the flash (the id changes, so its animation
// replays).
import { useEffect, useState } from 'react';
import { oddsMove, type OddsMove } from './format-odds';

export interface OddsFlash {
  readonly move: OddsMove;
  readonly id: number;
}

export function useOddsFlash(odds: number, flashMs: number): OddsFlash | undefined {
  const [previous, setPrevious] = useState(odds);
  const [flash, setFlash] = useState<OddsFlash | undefined>(undefined);

  // Adjusting state while rendering (react.dev "storing information from previous renders"):
  // the flash shows in the same paint as the new price.
  if (!Object.is(previous, odds)) {
    setPrevious(odds);
    const move = oddsMove(previous, odds);
    setFlash(move === undefined ? undefined : { move, id: (flash?.id ?? 0) + 1 });
  }

  useEffect(() => {
    if (flash === undefined) return undefined;
    const timer = window.setTimeout(() => setFlash(undefined), flashMs);
    return () => window.clearTimeout(timer);
  }, [flash, flashMs]);

  return flash;
}
