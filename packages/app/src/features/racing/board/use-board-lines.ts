// What every option of the board needs: its pick (odds and limits), whether it is picked, and the
// toggle of the pk10 bets being built (features/draws).
import type { RacingSelection } from '@bet/domain/racing';
import { useCallback, useMemo } from 'react';
import { useDrawBets } from '../../draws';
import { RACING_GAME } from '../racing-game';
import {
  racingPick,
  racingPrices,
  type RacingLimits,
  type RacingOdds,
  type RacingPick,
} from '../racing-pick';

export interface BoardLines {
  readonly prices: ReadonlyMap<string, string>;
  /** The line's pick; undefined when the odds list does not price it. */
  readonly pickOf: (selection: RacingSelection) => RacingPick | undefined;
  readonly isPicked: (key: string) => boolean;
  readonly toggle: (pick: RacingPick) => void;
  /** Betting is closed: every option is disabled. */
  readonly disabled: boolean;
}

export function useBoardLines(
  odds: RacingOdds,
  limits: RacingLimits,
  disabled: boolean,
): BoardLines {
  const { isPicked, toggle } = useDrawBets(RACING_GAME);
  const prices = useMemo(() => racingPrices(odds), [odds]);
  const pickOf = useCallback(
    (selection: RacingSelection) => racingPick(selection, prices, limits),
    [prices, limits],
  );
  return { prices, pickOf, isPicked, toggle, disabled };
}
