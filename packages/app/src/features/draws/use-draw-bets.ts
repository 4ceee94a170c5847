// The React side of draw-bets.ts: one sessionStorage atom for the board being built. A board
// calls toggle; the stakes panel calls setAmount, remove and clear.
import { useAtom, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback, useEffect } from 'react';
import { checkedJsonStorage } from '../../lib/storage/checked-json-storage';
import {
  betsOfGame,
  DRAW_BETS_STORAGE_KEY,
  EMPTY_DRAW_BETS,
  isDrawBetsState,
  removeDrawPick,
  setDrawAmount,
  toggleDrawPick,
  type DrawBetsState,
  type DrawGame,
  type DrawPick,
} from './draw-bets';

export const drawBetsAtom = atomWithStorage<DrawBetsState>(
  DRAW_BETS_STORAGE_KEY,
  EMPTY_DRAW_BETS,
  checkedJsonStorage('sessionStorage', isDrawBetsState),
  { getOnInit: true },
);

export function useDrawBets(game: DrawGame) {
  const [state, setState] = useAtom(drawBetsAtom);
  const bets = betsOfGame(state, game);
  const toggle = useCallback(
    (pick: DrawPick, amount = '') => setState((s) => toggleDrawPick(s, game, pick, amount)),
    [game, setState],
  );
  const setAmount = useCallback(
    (key: string, amount: string) => setState((s) => setDrawAmount(s, game, key, amount)),
    [game, setState],
  );
  const remove = useCallback(
    (key: string) => setState((s) => removeDrawPick(s, game, key)),
    [game, setState],
  );
  const clear = useCallback(() => setState({ game, bets: [] }), [game, setState]);
  const isPicked = useCallback((key: string) => bets.some((bet) => bet.pick.key === key), [bets]);
  return { bets, toggle, setAmount, remove, clear, isPicked };
}

/**
 * Makes `game` the game whose bets are kept, from its page: the bets of another game are dropped
 * (spec section 4: "Choosing a different lottery or racing game clears its bets"); the same
 * game's bets stay (a reload).
 */
export function useDrawGame(game: DrawGame): void {
  const setState = useSetAtom(drawBetsAtom);
  useEffect(() => {
    setState((state) => (state.game === game ? state : { game, bets: [] }));
  }, [game, setState]);
}
