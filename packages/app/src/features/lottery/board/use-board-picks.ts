// What a picker needs from the bets being built: which picks are in (their keys, so a button asks
// a Set instead of scanning the list) and the toggle that adds or removes one.
import { useMemo } from 'react';
import { useDrawBets, type DrawGame } from '../../draws';

export function useBoardPicks(game: DrawGame) {
  const { bets, toggle } = useDrawBets(game);
  const picked = useMemo(() => new Set(bets.map((bet) => bet.pick.key)), [bets]);
  return { picked, toggle };
}
