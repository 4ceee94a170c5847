// Prices a pk10 order (issue 5: "Racing: odds, list, last, placement for every group"): the draw
// must be open, every bet at today's odds and within its group's limits.
import type { racingBetBodySchema } from '@bet/api/contract/racing-schemas';
import { racingSelectionId } from '@bet/domain/racing';
import type { z } from 'zod';
import type { BetOrder, PlannedBet } from '../betting/bet-order.ts';
import type { RacingDetail } from '../betting/details.ts';
import { assertNoWarnings, lotteryLimitInput } from '../betting/limits.ts';
import {
  assertOddsUnchanged,
  sameOdds,
  type OddsChange,
  type PlanContext,
} from '../betting/plan-context.ts';
import { RACING_GAME } from '../feeds/draw-schedule.ts';
import { formatMinor, toMinor, toUsdtMinor, usdtIn } from '../ledger/units.ts';
import { openDraw } from '../lottery/lottery-planner.ts';
import { racingOdds } from './racing-odds.ts';

type Body = z.output<typeof racingBetBodySchema>;

export async function planRacingBet(
  ctx: PlanContext,
  memberId: bigint,
  body: Body,
  currency: string,
): Promise<BetOrder> {
  const draw = openDraw(ctx, RACING_GAME, body.match_id);
  const rate = await ctx.catalog.rate(currency);
  const changes: OddsChange[] = [];
  const bets = await Promise.all(
    body.bets.map(async (bet, index): Promise<PlannedBet> => {
      const odds = racingOdds(bet);
      if (!sameOdds(bet.odds, odds)) changes.push({ index, id: racingSelectionId(bet), odds });
      const stake = toMinor(bet.stake, currency);
      assertNoWarnings(
        lotteryLimitInput(await ctx.limits.of(RACING_GAME, bet.type), {
          stake: formatMinor(stake),
          rate,
        }),
        index,
      );
      const detail: RacingDetail = { ...bet, stake: formatMinor(stake), odds };
      return {
        stake,
        multiple: 1,
        tickets: 1,
        total: stake,
        debit: toUsdtMinor(stake, rate, 'up'),
        detail,
        matchIds: [],
      };
    }),
  );
  assertOddsUnchanged(changes);
  return {
    memberId,
    category: 'racing',
    game: RACING_GAME,
    gameId: null,
    currency,
    rate,
    draw: { game: RACING_GAME, matchId: draw.matchId },
    bets,
    answer: (booked) => ({
      order_id: booked.orderNo,
      tickets: bets.length,
      total_stake: formatMinor(booked.total),
      balance: usdtIn(booked.balanceAfter, rate, currency),
    }),
  };
}
