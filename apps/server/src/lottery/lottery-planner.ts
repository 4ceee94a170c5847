// Prices a mark-six order (issue 5: "placement for every bet type with the selection rules, closed
// at the deadline"): the selection rules are the contract's schemas (@bet/domain's validators), the
// draw must be the game's open draw, each bet at today's odds, each stake within its type's limits.
// A combination-zodiac bet is one ticket per group of `level` animals (@bet/domain markSixTickets).
import type { markSixBetBodySchema } from '@bet/api/contract/lottery-schemas';
import { validateBrandMergedAnimals, type BrandFacts } from '@bet/domain/brands';
import { GAME_IDS, type MarkSixGame } from '@bet/domain/games';
import {
  MERGED_ANIMAL_EXACT,
  MERGED_ANIMAL_MAX,
  MERGED_ANIMAL_MIN,
} from '@bet/domain/mark-six-bets';
import { drawCalendarDate, markSixTickets } from '@bet/domain/mark-six';
import type { z } from 'zod';
import type { BetOrder, PlannedBet } from '../betting/bet-order.ts';
import type { LotteryDetail } from '../betting/details.ts';
import { BETTING_CLOSED_DRAW } from '../betting/intake.ts';
import { assertNoWarnings, lotteryLimitInput } from '../betting/limits.ts';
import {
  assertOddsUnchanged,
  sameOdds,
  type OddsChange,
  type PlanContext,
} from '../betting/plan-context.ts';
import { badRequest, businessError } from '../http/errors.ts';
import { formatMinor, toMinor, toUsdtMinor, usdtIn } from '../ledger/units.ts';
import { markSixOdds } from './mark-six-odds.ts';

type Body = z.output<typeof markSixBetBodySchema>;

/** The game's open draw, which must be the one the member bets on. */
export function openDraw(ctx: PlanContext, game: MarkSixGame | 'pk10', matchId: string) {
  const draw = ctx.draws.currentDraw(game, ctx.now);
  if (!draw.open || draw.matchId !== matchId) throw businessError(BETTING_CLOSED_DRAW);
  return draw;
}

/**
 * The brand's own selection rules, beyond the contract's (which allow what any brand allows): a
 * merged-animal bet on bdbet takes exactly six animals (@bet/domain's rule, the page's too).
 */
export function assertBrandRules(brand: BrandFacts, body: Pick<Body, 'bets'>): void {
  body.bets.forEach((bet, index) => {
    if (bet.type !== 'specialCodeMergeAnimal') return;
    const rule = validateBrandMergedAnimals(brand, bet.animals.length);
    if (!rule.ok)
      throw badRequest(
        `Invalid request: body.bets.${index}.animals: ${brand.name} takes ` +
          (rule.error === 'shouldSelectSix'
            ? `exactly ${MERGED_ANIMAL_EXACT} animals in a merged-animal bet`
            : `${MERGED_ANIMAL_MIN} to ${MERGED_ANIMAL_MAX} animals in a merged-animal bet`),
      );
  });
}

export async function planLotteryBet(
  ctx: PlanContext,
  brand: BrandFacts,
  memberId: bigint,
  body: Body,
  currency: string,
): Promise<BetOrder> {
  assertBrandRules(brand, body);
  await ctx.catalog.assertActive(GAME_IDS[body.game]);
  const draw = openDraw(ctx, body.game, body.match_id);
  const rate = await ctx.catalog.rate(currency);
  const date = drawCalendarDate(draw.drawAt);
  const changes: OddsChange[] = [];
  const bets = await Promise.all(
    body.bets.map(async (bet, index): Promise<PlannedBet> => {
      const odds = markSixOdds(bet, date);
      if (!sameOdds(bet.odds, odds)) changes.push({ index, type: bet.type, odds });
      const stake = toMinor(bet.stake, currency);
      assertNoWarnings(
        lotteryLimitInput(await ctx.limits.of(body.game, bet.type), {
          stake: formatMinor(stake),
          rate,
        }),
        index,
      );
      const tickets = markSixTickets(bet);
      const total = stake * BigInt(tickets);
      const detail: LotteryDetail = { ...bet, stake: formatMinor(stake), odds };
      return {
        stake,
        multiple: 1,
        tickets,
        total,
        debit: toUsdtMinor(total, rate, 'up'),
        detail,
        matchIds: [],
      };
    }),
  );
  assertOddsUnchanged(changes);
  return {
    memberId,
    category: 'lottery',
    game: body.game,
    gameId: GAME_IDS[body.game],
    currency,
    rate,
    draw: { game: body.game, matchId: draw.matchId },
    bets,
    answer: (booked) => ({
      order_id: booked.orderNo,
      tickets: bets.reduce((sum, bet) => sum + bet.tickets, 0),
      total_stake: formatMinor(booked.total),
      balance: usdtIn(booked.balanceAfter, rate, currency),
    }),
  };
}
