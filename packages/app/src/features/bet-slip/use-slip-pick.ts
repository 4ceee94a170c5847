// What an odds button needs from the slip: whether its pick is in it, and a toggle.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { canPick, isPicked, slipAtom, togglePick, type SlipPick } from './slip-atoms';

export interface SlipPickState {
  /** The pick is in the slip (the button shows as selected, aria-pressed). */
  readonly picked: boolean;
  /** False when the pick's match would be a 16th match of the slip (the button is disabled). */
  readonly available: boolean;
  /** Adds the pick, or removes it; a pick of another game starts a new slip. */
  readonly toggle: () => void;
}

export function useSlipPick(pick: SlipPick): SlipPickState {
  const slip = useAtomValue(slipAtom);
  const setSlip = useSetAtom(slipAtom);
  const { game, match, kind, name, value, handicap } = pick;
  const toggle = useCallback(
    () => setSlip((state) => togglePick(state, { game, match, kind, name, value, handicap })),
    [setSlip, game, match, kind, name, value, handicap],
  );
  return { picked: isPicked(slip, pick), available: canPick(slip, pick), toggle };
}
