// What an odds button needs from the slip: whether its pick is in it, and a toggle. Each button
// reads the slip through its own derived atom, whose value is a word (picked, open, full): a
// change of the slip re-renders only the buttons whose answer moves, not every price of the
// lobby (issue 18: picking a price with a 15-leg slip open answers within 100 ms).
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { canPick, isPicked, slipAtom, togglePick, type PickKey, type SlipPick } from './slip-atoms';

export interface SlipPickState {
  /** The pick is in the slip (the button shows as selected, aria-pressed). */
  readonly picked: boolean;
  /** False when the pick's match would be a 16th match of the slip (the button is disabled). */
  readonly available: boolean;
  /** Adds the pick, or removes it; a pick of another game starts a new slip. */
  readonly toggle: () => void;
}

type PickStatus = 'picked' | 'open' | 'full';

export function useSlipPick(pick: SlipPick): SlipPickState {
  const setSlip = useSetAtom(slipAtom);
  const { game, match, kind, name, value, handicap } = pick;
  const matchId = match.match_id;
  const statusAtom = useMemo(() => {
    const key: PickKey = { game, match: { match_id: matchId }, kind, name };
    return atom<PickStatus>((get) => {
      const slip = get(slipAtom);
      if (isPicked(slip, key)) return 'picked';
      return canPick(slip, key) ? 'open' : 'full';
    });
  }, [game, matchId, kind, name]);
  const status = useAtomValue(statusAtom);
  const toggle = useCallback(
    () => setSlip((state) => togglePick(state, { game, match, kind, name, value, handicap })),
    [setSlip, game, match, kind, name, value, handicap],
  );
  return { picked: status === 'picked', available: status !== 'full', toggle };
}
