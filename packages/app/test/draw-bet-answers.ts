// Fake answers of my bets for the draw games (lottery.mybets, racing.mybets), for tests and
// stories: bets as the reference server shapes them (apps/server/src/views/draw-bet-views.ts), and
// an answer that filters them by status and pages them by start and limit as the server does.
import type { LotteryBetView } from '@bet/api/contract/lottery-schemas';
import type { RacingBetView } from '@bet/api/contract/racing-schemas';
import { BET_STATUS } from '@bet/domain/statuses';
import type { RecordedRequest } from './fake-api';

/** The routes of the two lists (lottery.mybets is one path for every mark-six game). */
export const LOTTERY_MYBETS_ROUTE = 'GET /api/v1/marksix/mybet';
export const RACING_MYBETS_ROUTE = 'GET /api/v1/pk10/mybet';

type Fields = Omit<LotteryBetView, 'game' | 'selection' | 'draw'>;

function fields(id: string, overrides: Partial<Fields>): Fields {
  return {
    bet_id: id,
    order_id: `O${id}`,
    match_id: '20260309',
    stake: '10',
    odds: '47',
    tickets: 1,
    total_stake: '10',
    currency: 'USDT',
    status: BET_STATUS.pending,
    outcome: null,
    payout: null,
    created_at: '2026-03-08T12:00:00Z',
    settled_at: null,
    ...overrides,
  };
}

/** A drawn mark-six result: 2026-03-08 in Hong Kong, a horse-year date. */
export const MARK_SIX_DRAWN: NonNullable<LotteryBetView['draw']> = {
  numbers: [3, 12, 25, 31, 40, 47],
  special: 7,
  draw_at: '2026-03-08T13:30:00Z',
};

export function lotteryBet(
  id: string,
  overrides: Partial<Omit<LotteryBetView, 'bet_id'>> = {},
): LotteryBetView {
  const { game = 'hkmarksix', selection, draw = null, ...rest } = overrides;
  return {
    ...fields(id, rest),
    game,
    selection: selection ?? { type: 'specialCode', ball: 7 },
    draw,
  };
}

export const PENDING_LOTTERY_BET = lotteryBet('L1001');
export const WON_LOTTERY_BET = lotteryBet('L1002', {
  match_id: '20260308',
  status: BET_STATUS.settled,
  outcome: 'win',
  payout: '470',
  settled_at: '2026-03-08T13:31:00Z',
  draw: MARK_SIX_DRAWN,
});
export const LOST_LOTTERY_BET = lotteryBet('L1003', {
  match_id: '20260308',
  selection: { type: 'numberCodeSide', position: 3, side: 'small' },
  odds: '1.95',
  status: BET_STATUS.settled,
  outcome: 'loss',
  payout: '0',
  settled_at: '2026-03-08T13:31:00Z',
  draw: MARK_SIX_DRAWN,
});
/** Three tickets (two animals of three), cancelled with its draw: the whole stake back. */
export const CANCELLED_LOTTERY_BET = lotteryBet('L1004', {
  match_id: '20260307',
  selection: { type: 'specialCodeCombinationZodiacs', level: 2, animals: ['rat', 'ox', 'horse'] },
  stake: '5',
  odds: '3.9',
  tickets: 3,
  total_stake: '15',
  status: BET_STATUS.cancelled,
  outcome: 'refund',
  payout: '15',
  settled_at: '2026-03-07T13:31:00Z',
});

export function racingBet(
  id: string,
  overrides: Partial<Omit<RacingBetView, 'bet_id'>> = {},
): RacingBetView {
  const { selection, draw = null, ...rest } = overrides;
  return {
    ...fields(id, { odds: '1.98', ...rest }),
    game: 'pk10',
    selection: selection ?? { type: 'twoSide', position: 1, side: 'big' },
    draw,
  };
}

/** A drawn pk10 result: champion 7, runner-up 4 (sum 11, which refunds sum sides). */
export const PK10_DRAWN: NonNullable<RacingBetView['draw']> = {
  cars: [7, 4, 1, 10, 2, 9, 3, 8, 5, 6],
  draw_at: '2026-03-08T13:05:00Z',
};

export const PENDING_RACING_BET = racingBet('R1001');
export const WON_RACING_BET = racingBet('R1002', {
  status: BET_STATUS.settled,
  outcome: 'win',
  payout: '19.8',
  draw: PK10_DRAWN,
});
export const REFUNDED_RACING_BET = racingBet('R1003', {
  selection: { type: 'sumSide', side: 'big' },
  status: BET_STATUS.settled,
  outcome: 'refund',
  payout: '10',
  draw: PK10_DRAWN,
});

/**
 * lottery.mybets or racing.mybets over `bets` (newest first): those of the asked game (mark six)
 * and status (-1 or none: every one), from start, at most limit.
 */
export function myDrawBetsAnswer<Bet extends LotteryBetView | RacingBetView>(
  bets: () => readonly Bet[],
) {
  return (request: RecordedRequest) => {
    const status = Number(request.search.get('status') ?? -1);
    const game = request.search.get('game');
    const start = Number(request.search.get('start') ?? 0);
    const limit = Number(request.search.get('limit') ?? 20);
    const rows = bets().filter(
      (bet) => (status === -1 || bet.status === status) && (game === null || bet.game === game),
    );
    return { list: rows.slice(start, start + limit), total: rows.length };
  };
}
