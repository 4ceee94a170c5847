// Prices cricket bets (spec section 7, POST /sports/betData/create): one single per option of one
// open match, at today's odds, within its market's limits.
import type { cricketBetBodySchema } from '@bet/api/contract/cricket';
import type { z } from 'zod';
import { cricketMarkets, findCricketOption } from '../feeds/cricket-markets.ts';
import { businessError } from '../http/errors.ts';
import { formatMinor, toMinor, toUsdtMinor, usdtIn } from '../ledger/units.ts';
import type { BetOrder, PlannedBet } from './bet-order.ts';
import type { CricketDetail } from './details.ts';
import { BETTING_CLOSED_MATCH } from './intake.ts';
import { assertNoWarnings, sportsLimitInput } from './limits.ts';
import {
  assertOddsUnchanged,
  sameOdds,
  type OddsChange,
  type PlanContext,
} from './plan-context.ts';

type Body = z.output<typeof cricketBetBodySchema>;

export async function planCricketBet(
  ctx: PlanContext,
  memberId: bigint,
  body: Body,
): Promise<BetOrder> {
  const id = /^\d{1,18}$/.test(body.matchId) ? BigInt(body.matchId) : -1n;
  const match = ctx.sports.openMatch(id, ctx.now);
  if (!match || match.sport !== 'cricket') throw businessError(BETTING_CLOSED_MATCH);
  const rate = await ctx.catalog.rate(body.currency);
  const markets = cricketMarkets(match, true);
  const changes: OddsChange[] = [];
  const bets = await Promise.all(
    body.bets.map(async (bet, index): Promise<PlannedBet> => {
      const option = findCricketOption(markets, bet.id);
      if (!option) throw businessError(`Option ${bet.id} is not offered on this match`);
      if (!sameOdds(bet.odd, option.odd))
        changes.push({
          index,
          match_id: body.matchId,
          kind: option.market,
          name: option.option,
          id: option.id,
          old: bet.odd,
          new: option.odd,
          odds: option.odd,
        });
      const stake = toMinor(bet.amount, body.currency);
      assertNoWarnings(
        sportsLimitInput(await ctx.limits.of('cricket', option.market), {
          amount: formatMinor(stake),
          rate,
        }),
        index,
      );
      const detail: CricketDetail = {
        matchId: body.matchId,
        id: option.id,
        market: option.market,
        option: option.option,
        ...(option.line === undefined ? {} : { line: option.line }),
        odd: option.odd,
        categoryLabel: bet.categoryLabel,
        slipLabel: option.slipLabel,
        amount: formatMinor(stake),
      };
      return {
        stake,
        multiple: 1,
        tickets: 1,
        total: stake,
        debit: toUsdtMinor(stake, rate, 'up'),
        detail,
        matchIds: [id],
      };
    }),
  );
  assertOddsUnchanged(changes);
  return {
    memberId,
    category: 'cricket',
    game: 'cricket',
    gameId: null,
    currency: body.currency,
    rate,
    draw: null,
    bets,
    answer: (booked) => ({
      betIds: booked.betNos,
      totalAmount: formatMinor(booked.total),
      balance: usdtIn(booked.balanceAfter, rate, body.currency),
    }),
  };
}
