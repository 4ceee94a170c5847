// How a mark-six or racing bet reads in my bets (issue 16, "status, numbers and payout after the
// draw"): pending until its draw settles it, then won, lost or refunded as the settlement decided
// (a pk10 champion + runner-up sum of 11 refunds some bets), or cancelled with its draw.
import type { DataOf } from '@bet/api/contract/endpoints';
import {
  BET_STATUS,
  BET_STATUS_TONE,
  betDisplayStatus,
  type BetDisplayStatus,
  type BetStatusTone,
} from '@bet/domain/statuses';

export type DrawBetsEndpoint = 'lottery.mybets' | 'racing.mybets';
/** One bet of a draw game's my-bets list. */
export type DrawBetView<Id extends DrawBetsEndpoint = DrawBetsEndpoint> =
  DataOf<Id>['list'][number];

export type DrawBetStatus = BetDisplayStatus | 'REFUND';

export function drawBetStatus(
  bet: Pick<DrawBetView, 'status' | 'outcome' | 'payout'>,
): DrawBetStatus {
  if (bet.status === BET_STATUS.settled) {
    if (bet.outcome === 'win') return 'WIN';
    if (bet.outcome === 'loss') return 'LOSS';
    if (bet.outcome === 'refund') return 'REFUND';
  }
  return betDisplayStatus(bet.status, bet.payout ?? '0');
}

export const DRAW_BET_STATUS_TONE: Readonly<Record<DrawBetStatus, BetStatusTone>> = {
  ...BET_STATUS_TONE,
  REFUND: 'neutral',
};

export const isPendingDrawBet = (bet: Pick<DrawBetView, 'status'>) =>
  bet.status === BET_STATUS.pending;
