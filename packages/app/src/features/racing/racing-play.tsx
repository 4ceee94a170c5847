// The betting part of the pk10 page: the board over the racing odds, disabled while betting is
// closed, and the stakes panel with each pick's name and its estimated payout. Placing sends
// { match_id, bets: [{ ...selection, stake, odds }] } to racing.bet for the open draw.
import { racingEstimatedPayout } from '@bet/domain/draw-estimate';
import { useText } from '@bet/ui/text';
import { DrawPlay, isRacingSelection, racingBetOf, type OpenDrawState } from '../draws';
import { RacingBoard } from './board/racing-board';
import { RACING_GAME } from './racing-game';
import { racingPickLabel } from './racing-labels';
import { useRacingOdds, type RacingDraw } from './racing-queries';

export interface RacingPlayProps {
  readonly state: OpenDrawState<RacingDraw>;
  readonly closed: boolean;
}

export function RacingPlay({ state, closed }: RacingPlayProps) {
  const t = useText();
  const odds = useRacingOdds();
  return (
    <DrawPlay
      game={RACING_GAME}
      state={state}
      closed={closed}
      odds={odds}
      isEmpty={(answer) => answer.odds.length === 0}
      board={(answer) => <RacingBoard odds={answer} disabled={closed} />}
      labelOf={(selection) =>
        isRacingSelection(selection) ? racingPickLabel(t, selection) : selection.type
      }
      estimate={(bet) => {
        const racing = racingBetOf(bet);
        return racing === undefined ? '0' : racingEstimatedPayout(racing);
      }}
    />
  );
}
