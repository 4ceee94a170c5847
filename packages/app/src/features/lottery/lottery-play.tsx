// The betting part of a mark-six page: the board (the eleven bet types) over the game's odds for
// the open draw, with the brand's merged-animal rule, and the stakes panel with each pick's name
// and its estimated payout on the draw's date. Placing sends
// { game, match_id, bets: [{ ...selection, stake, odds }] } for the open draw.
import type { MarkSixGame } from '@bet/domain/games';
import { markSixEstimatedPayout } from '@bet/domain/draw-estimate';
import { drawCalendarDate } from '@bet/domain/mark-six';
import { useText } from '@bet/ui/text';
import { useBrand } from '../../lib/services';
import { DrawPlay, isMarkSixSelection, markSixBetOf, type OpenDrawState } from '../draws';
import { BetTypeBoard, markSixPickLabel } from './board';
import { useLotteryOdds, type MarkSixDraw } from './lottery-queries';

/**
 * The mark-six board (a bet type's picker, 49 balls by default) is taller than a phone's screen
 * (1130-1270px from 360 to 768px wide; 715px beside the stakes on a desktop). While it loads, it
 * holds a screen's height: what follows starts below the fold, as it will, and the board's arrival
 * moves nothing on screen (it moved the stakes panel: a layout shift of 0.035-0.6).
 */
const BOARD_HEIGHT = 'max(320px, 100svh)';

export interface LotteryPlayProps {
  readonly game: MarkSixGame;
  readonly state: OpenDrawState<MarkSixDraw>;
  readonly closed: boolean;
}

export function LotteryPlay({ game, state, closed }: LotteryPlayProps) {
  const t = useText();
  const { mergedAnimalExactlySix } = useBrand();
  const odds = useLotteryOdds(game);
  return (
    <DrawPlay
      game={game}
      state={state}
      closed={closed}
      odds={odds}
      isEmpty={(groups) => groups.length === 0}
      boardHeight={BOARD_HEIGHT}
      board={(groups, draw) => (
        <BetTypeBoard
          game={game}
          drawAt={draw.draw_at}
          odds={groups}
          exactlySix={mergedAnimalExactlySix}
          disabled={closed}
        />
      )}
      labelOf={(selection) =>
        isMarkSixSelection(selection) ? markSixPickLabel(t, selection) : selection.type
      }
      estimate={(bet, draw) => {
        const markSix = markSixBetOf(bet);
        return markSix === undefined
          ? '0'
          : markSixEstimatedPayout(markSix, drawCalendarDate(new Date(draw.draw_at)));
      }}
    />
  );
}
