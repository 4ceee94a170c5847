// What a bet pays (issue 5, "Settlement"). Every rule is @bet/domain's: mark six (zodiac of the
// draw's own date, the 49 refund, the 15% deduction), pk10 (sum, dragon/tiger), parlays and
// singles (void legs count as odds 1), sports prize caps and tax. This file only maps a bet row and
// a result onto those functions and the amounts back onto micro-units.
import { add, parseDecimal, toDecimalString } from '@bet/domain/decimal';
import { settleMarkSixBet } from '@bet/domain/mark-six';
import { scaleByExchangeRate } from '@bet/domain/money';
import { BD_PAYOUT_SCALE, settleParlay, type PickResult } from '@bet/domain/parlay';
import { PK10_SUM_OPTIONS, settleRacingBet } from '@bet/domain/racing';
import { DEFAULT_MAX_PRIZE_TIERS, DEFAULT_TAX, applyTax, capPrize } from '@bet/domain/sports-rules';
import { cricketPickResult, sportsPickResult } from '@bet/domain/sports-outcomes';
import { BET_STATUS } from '@bet/domain/statuses';
import type {
  CricketDetail,
  LotteryDetail,
  RacingDetail,
  SportsDetail,
} from '../betting/details.ts';
import { LISTED_SCORES } from '../feeds/football-markets.ts';
import { formatMinor, toMinor, toUsdtMinor } from '../ledger/units.ts';
import { drawCalendarDate } from '@bet/domain/mark-six';

export interface SettleableBet {
  id: bigint;
  bet_no: string;
  member_id: bigint;
  game: string;
  currency: string;
  rate: string;
  stake: bigint;
  multiple: number;
  total: bigint;
  debit: bigint;
  detail: unknown;
}

export interface Decision {
  status: typeof BET_STATUS.settled | typeof BET_STATUS.cancelled;
  /** In the bet's currency, after caps and tax; the USDT credited; both micro-units. */
  payout: bigint;
  tax: bigint;
  credit: bigint;
  outcome: unknown;
}

const LISTED = new Set(LISTED_SCORES);

/** Cancelled (status 32): the whole stake goes back, to the micro-unit. */
export function cancelled(bet: SettleableBet, reason: string): Decision {
  return {
    status: BET_STATUS.cancelled,
    payout: bet.total,
    tax: 0n,
    credit: bet.debit,
    outcome: { cancelled: reason },
  };
}

function paid(bet: SettleableBet, payout: string, outcome: unknown, tax = '0'): Decision {
  const amount = toMinor(payout, bet.currency);
  // A refund of the whole cost returns exactly what was debited; otherwise convert down.
  const credit = amount === bet.total ? bet.debit : toUsdtMinor(amount, bet.rate, 'down');
  return {
    status: BET_STATUS.settled,
    payout: amount,
    tax: toMinor(tax, bet.currency),
    credit,
    outcome,
  };
}

export interface DrawResult {
  numbers: number[];
  special: number | null;
  drawAt: Date;
}

export function decideLottery(bet: SettleableBet, draw: DrawResult): Decision {
  if (draw.special === null) throw new Error(`draw of bet ${bet.bet_no} has no special code`);
  const result = settleMarkSixBet(bet.detail as LotteryDetail, {
    numbers: draw.numbers,
    special: draw.special,
    date: drawCalendarDate(draw.drawAt),
  });
  return paid(bet, multiplied(result.payout, bet), { outcome: result.outcome });
}

export function decideRacing(bet: SettleableBet, draw: DrawResult): Decision {
  const result = settleRacingBet(bet.detail as RacingDetail, draw.numbers, PK10_SUM_OPTIONS);
  return paid(bet, multiplied(result.payout, bet), { outcome: result.outcome });
}

/** Mark-six and racing bets carry a multiple of 1; kept general for the bet row's column. */
function multiplied(payout: string, bet: SettleableBet): string {
  return bet.multiple === 1 ? payout : scaleByExchangeRate(payout, bet.multiple);
}

/** A match once its result has landed: finished, cancelled, or postponed past the void limit. */
export interface FinalMatch {
  state: 'finished' | 'cancelled' | 'postponed';
  home: number | null;
  away: number | null;
  halfHome: number | null;
  halfAway: number | null;
  toss: 'a' | 'b' | null;
}

function legResult(
  leg: SportsDetail['legs'][number],
  match: FinalMatch,
): { result: PickResult; cancelled: boolean } {
  if (match.state === 'cancelled') return { result: 'void', cancelled: true };
  // Spec section 9: postponed over 36 hours is void with odds 1.
  if (match.state === 'postponed') return { result: 'void', cancelled: false };
  const score = {
    home: match.home ?? 0,
    away: match.away ?? 0,
    halfHome: match.halfHome ?? 0,
    halfAway: match.halfAway ?? 0,
  };
  return { result: sportsPickResult(leg, score, LISTED), cancelled: false };
}

function scaledTiers(rate: string) {
  return DEFAULT_MAX_PRIZE_TIERS.map((tier) => ({
    strings: tier.strings,
    maxPrize: Number(scaleByExchangeRate(tier.maxPrize, rate)),
  }));
}

/** Undefined while one of the bet's matches has no result yet. */
export function decideSports(
  bet: SettleableBet,
  matches: ReadonlyMap<string, FinalMatch>,
): Decision | undefined {
  const detail = bet.detail as SportsDetail;
  const legs: { match_id: string; result: PickResult; cancelled: boolean; odds: string }[] = [];
  for (const leg of detail.legs) {
    const match = matches.get(leg.match_id);
    if (!match) return undefined;
    legs.push({ match_id: leg.match_id, odds: leg.odds, ...legResult(leg, match) });
  }
  if (legs.every((leg) => leg.cancelled)) return cancelled(bet, 'match cancelled');
  const byMatch = new Map<string, { odds: string; result: PickResult }[]>();
  for (const leg of legs) byMatch.set(leg.match_id, [...(byMatch.get(leg.match_id) ?? []), leg]);
  const perTicket = formatMinor(bet.stake * BigInt(detail.multiple));
  const scale = bet.game === 'bd' ? BD_PAYOUT_SCALE : 1;
  const tiers = scaledTiers(bet.rate);
  let gross = parseDecimal(0);
  for (const k of detail.strings) {
    const { payout } = settleParlay([...byMatch.values()], [k], perTicket, { payoutScale: scale });
    gross = add(gross, parseDecimal(capPrize(payout, k, tiers)));
  }
  const taxed = applyTax(toDecimalString(gross), {
    ...DEFAULT_TAX,
    threshold: scaleByExchangeRate(DEFAULT_TAX.threshold, bet.rate),
  });
  const outcome = { legs: legs.map(({ match_id, result }) => ({ match_id, result })) };
  return paid(bet, taxed.net, outcome, taxed.tax);
}

export function decideCricket(bet: SettleableBet, match: FinalMatch): Decision {
  const detail = bet.detail as CricketDetail;
  if (match.state === 'cancelled') return cancelled(bet, 'match cancelled');
  const result =
    match.state === 'postponed'
      ? 'void'
      : cricketPickResult(
          { market: detail.market, option: detail.option, line: detail.line },
          { runsA: match.home ?? 0, runsB: match.away ?? 0, toss: match.toss ?? 'a' },
        );
  const { payout } = settleParlay([[{ odds: detail.odd, result }]], [1], detail.amount);
  return paid(bet, payout, { result });
}
