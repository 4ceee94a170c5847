// A member's mark-six and racing bets as my-bets shows them (issue 16, "My lottery bets per game:
// status, numbers and payout after the draw"): the bet as placed (its selection, stake per ticket,
// odds, tickets), how it was settled, and its draw's result once drawn. The selection is the stored
// bet read through the contract's selection schema, which drops the stake and odds.
import { markSixSelectionSchema, type LotteryBetView } from '@bet/api/contract/lottery-schemas';
import { racingSelectionSchema, type RacingBetView } from '@bet/api/contract/racing-schemas';
import type { MarkSixGame } from '@bet/domain/games';
import { BET_STATUS } from '@bet/domain/statuses';
import type { LotteryDetail, RacingDetail } from '../betting/details.ts';
import type { BetRow, DrawRow } from '../db/schema-games.ts';
import { RACING_GAME } from '../feeds/draw-schedule.ts';
import { formatMinor } from '../ledger/units.ts';
import { isDrawn } from './draw-views.ts';

type Outcome = LotteryBetView['outcome'];

/** Null while pending; a cancelled bet was refunded; a settled one says how it ended. */
function outcomeOf(bet: BetRow): Outcome {
  if (bet.status === BET_STATUS.pending) return null;
  if (bet.status === BET_STATUS.cancelled) return 'refund';
  const settled = bet.outcome as { outcome?: Outcome } | null;
  return settled?.outcome ?? null;
}

function betFields(bet: BetRow, odds: string) {
  const pending = bet.status === BET_STATUS.pending;
  return {
    bet_id: bet.bet_no,
    order_id: bet.order_no,
    match_id: bet.draw_match_id ?? '',
    stake: formatMinor(bet.stake),
    odds,
    tickets: bet.tickets,
    total_stake: formatMinor(bet.total),
    currency: bet.currency,
    status: bet.status as LotteryBetView['status'],
    outcome: outcomeOf(bet),
    payout: pending || bet.payout === null ? null : formatMinor(bet.payout),
    created_at: bet.created_at.toISOString(),
    settled_at: bet.settled_at?.toISOString() ?? null,
  };
}

export function lotteryBetView(bet: BetRow, draw: DrawRow | undefined): LotteryBetView {
  const detail = bet.detail as LotteryDetail;
  return {
    ...betFields(bet, detail.odds),
    game: bet.game as MarkSixGame,
    selection: markSixSelectionSchema.parse(detail),
    draw:
      draw !== undefined && isDrawn(draw) && draw.numbers !== null && draw.special !== null
        ? { numbers: draw.numbers, special: draw.special, draw_at: draw.draw_at.toISOString() }
        : null,
  };
}

export function racingBetView(bet: BetRow, draw: DrawRow | undefined): RacingBetView {
  const detail = bet.detail as RacingDetail;
  return {
    ...betFields(bet, detail.odds),
    game: RACING_GAME,
    selection: racingSelectionSchema.parse(detail),
    draw:
      draw !== undefined && isDrawn(draw) && draw.numbers !== null
        ? { cars: draw.numbers, draw_at: draw.draw_at.toISOString() }
        : null,
  };
}
