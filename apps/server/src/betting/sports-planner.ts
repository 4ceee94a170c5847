// Prices a sports bet (spec section 7, POST /sports/api/v1/{game}/bet; issue 5, "Betting"): every
// pick must be on an open match of that sport and at today's odds (a moved price is refused with
// the new odds); singles are one bet per pick, parlays "N String 1" over distinct matches with the
// tickets and estimate of @bet/domain/parlay; limits per kind through betWarnings.
import type { betLegSchema, sportsBetBodySchema } from '@bet/api/contract/sports-schemas';
import { GAME_IDS } from '@bet/domain/games';
import {
  BD_PAYOUT_SCALE,
  normalizeStrings,
  parlayEstimateExact,
  ticketCount,
} from '@bet/domain/parlay';
import type { z } from 'zod';
import { businessError } from '../http/errors.ts';
import { findMarket } from '../feeds/markets.ts';
import type { OpenMatch } from '../feeds/sports-feed.ts';
import { formatMinor, toMinor, toUsdtMinor, usdtIn } from '../ledger/units.ts';
import type { BetOrder, PlannedBet } from './bet-order.ts';
import type { SportsDetail, SportsLegDetail } from './details.ts';
import { BETTING_CLOSED_MATCH } from './intake.ts';
import { assertNoWarnings, sportsLimitInput } from './limits.ts';
import {
  assertOddsUnchanged,
  sameOdds,
  type OddsChange,
  type PlanContext,
} from './plan-context.ts';

type Body = z.output<typeof sportsBetBodySchema>;
type Leg = z.output<typeof betLegSchema>;
export type SportGame = 'soccer' | 'basketball' | 'bd';

/** Checks each leg against the open match and its current price; returns the priced legs. */
function priceLegs(ctx: PlanContext, game: SportGame, legs: readonly Leg[]): SportsLegDetail[] {
  const changes: OddsChange[] = [];
  const priced = legs.map((leg, index): SportsLegDetail => {
    const match: OpenMatch | undefined = ctx.sports.openMatch(BigInt(leg.match_id), ctx.now);
    if (!match || match.sport !== game) throw businessError(BETTING_CLOSED_MATCH);
    const market = findMarket(match, leg);
    if (!market) throw businessError(`Market ${leg.kind} ${leg.name} is not offered on this match`);
    if (!sameOdds(leg.odds, market.odds))
      changes.push({
        index,
        match_id: leg.match_id,
        kind: market.kind,
        name: market.name,
        handicap_val: market.handicap_val,
        old: leg.odds,
        new: market.odds,
        odds: market.odds,
      });
    return {
      match_id: String(leg.match_id),
      kind: market.kind,
      name: market.name,
      odds: market.odds,
      handicap_val: market.handicap_val,
    };
  });
  assertOddsUnchanged(changes);
  return priced;
}

async function singles(
  ctx: PlanContext,
  game: SportGame,
  body: Extract<Body, { type: 'single' }>,
  rate: string,
): Promise<PlannedBet[]> {
  const legs = priceLegs(ctx, game, body.bets);
  return Promise.all(
    body.bets.map(async (bet, index) => {
      const leg = legs[index] as SportsLegDetail;
      const stake = toMinor(bet.amount, body.currency);
      const limit = await ctx.limits.of(game, leg.kind);
      const estimate = parlayEstimateExact([[leg.odds]], [1], formatMinor(stake));
      assertNoWarnings(
        sportsLimitInput(limit, { amount: formatMinor(stake), rate, bonus: estimate.maxPayout }),
        index,
      );
      const detail: SportsDetail = {
        type: 'single',
        legs: [leg],
        strings: [1],
        amount: formatMinor(stake),
        multiple: 1,
      };
      return {
        stake,
        multiple: 1,
        tickets: 1,
        total: stake,
        debit: toUsdtMinor(stake, rate, 'up'),
        detail,
        matchIds: [BigInt(leg.match_id)],
      };
    }),
  );
}

async function parlay(
  ctx: PlanContext,
  game: SportGame,
  body: Extract<Body, { type: 'parlay' }>,
  rate: string,
): Promise<PlannedBet[]> {
  const legs = priceLegs(ctx, game, body.legs);
  const strings = normalizeStrings(body.strings);
  const byMatch = new Map<string, SportsLegDetail[]>();
  for (const leg of legs) byMatch.set(leg.match_id, [...(byMatch.get(leg.match_id) ?? []), leg]);
  const groups = [...byMatch.values()];
  const tickets = ticketCount(
    groups.map((group) => group.length),
    strings,
  );
  const stake = toMinor(body.amount, body.currency);
  const total = stake * BigInt(body.multiple) * BigInt(tickets);
  const estimate = parlayEstimateExact(
    groups.map((group) => group.map((leg) => leg.odds)),
    strings,
    formatMinor(stake * BigInt(body.multiple)),
    { payoutScale: game === 'bd' ? BD_PAYOUT_SCALE : 1 },
  );
  assertNoWarnings(
    sportsLimitInput(await ctx.limits.of(game, 'parlay'), {
      amount: formatMinor(stake),
      rate,
      multiple: body.multiple,
      bonus: estimate.maxPayout,
    }),
    0,
  );
  const detail: SportsDetail = {
    type: 'parlay',
    legs,
    strings,
    amount: formatMinor(stake),
    multiple: body.multiple,
  };
  return [
    {
      stake,
      multiple: body.multiple,
      tickets,
      total,
      debit: toUsdtMinor(total, rate, 'up'),
      detail,
      matchIds: [...byMatch.keys()].map((id) => BigInt(id)),
    },
  ];
}

export async function planSportsBet(
  ctx: PlanContext,
  memberId: bigint,
  game: SportGame,
  body: Body,
): Promise<BetOrder> {
  await ctx.catalog.assertActive(GAME_IDS[game]);
  const rate = await ctx.catalog.rate(body.currency);
  const bets =
    body.type === 'single'
      ? await singles(ctx, game, body, rate)
      : await parlay(ctx, game, body, rate);
  return {
    memberId,
    category: 'sports',
    game,
    gameId: GAME_IDS[game],
    currency: body.currency,
    rate,
    draw: null,
    bets,
    answer: (booked) => ({
      bet_ids: booked.betNos,
      tickets: bets.reduce((sum, bet) => sum + bet.tickets, 0),
      total_price: formatMinor(booked.total),
      currency: body.currency,
      balance: usdtIn(booked.balanceAfter, rate, body.currency),
    }),
  };
}
