// The state of a mark-six game's page around its open draw (spec section 4): the draw, the
// countdown to its deadline, and whether betting is closed (deadline passed, or the game is not
// active). When the server's clock passes the draw time, the draws are read again, so the next
// draw opens and the latest result follows.
import type { MarkSixGame } from '@bet/domain/games';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointFilter } from '../../lib/api/endpoint-query';
import { useServerClock } from '../../lib/api/server-clock';
import { useDrawCountdown } from '../draws';
import { useOpenDraw } from './lottery-queries';

export function useLotteryDraw(game: MarkSixGame) {
  const queryClient = useQueryClient();
  const { serverNow } = useServerClock();
  const open = useOpenDraw(game, serverNow);
  const draw = open.data;
  const deadline = useDrawCountdown(draw?.deadline);
  const drawTime = useDrawCountdown(draw?.draw_at);
  const due = drawTime.passed;
  useEffect(() => {
    if (!due) return;
    void queryClient.invalidateQueries(endpointFilter('lottery.draws'));
    // The odds follow the open draw's date (its zodiac table).
    void queryClient.invalidateQueries(endpointFilter('lottery.odds'));
  }, [due, draw?.match_id, queryClient]);
  return {
    open,
    draw,
    msLeft: deadline.msLeft,
    /** The deadline has passed: "Betting closed for this draw" until the next draw opens. */
    closed: deadline.passed || (draw !== undefined && draw.state !== 'pending'),
  };
}

export type LotteryDrawState = ReturnType<typeof useLotteryDraw>;
