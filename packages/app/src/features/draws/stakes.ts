// What the stakes panel says about the bets being built (spec sections 3 and 5): per bet, its
// warnings (belowLotteryGameMinBet / exceedsLotteryGameMaxBet from the line's limits, the
// currency's lotter_bet_min as one more minimum) and its allowed range; over all, the total
// stake (amount x tickets), the estimated payout, insufficientAccountBalance, and whether the
// bets can be placed. Limits are in the base currency, scaled by the exchange rate.
import { betWarnings, type BetWarningKey } from '@bet/domain/bet-limits';
import {
  add,
  compare,
  mul,
  parseDecimal,
  sign,
  toDecimalString,
  ZERO,
  type Decimal,
} from '@bet/domain/decimal';
import type { DrawBet } from './draw-bets';

export interface StakeLimits {
  /** Exchange rate of the selected currency against the base currency. */
  readonly rate: string;
  /** The currency's lotter_bet_min, in that currency. */
  readonly currencyMin: string;
  /** The member's balance; undefined until read. */
  readonly balance?: string | undefined;
}

export interface StakeLine {
  readonly bet: DrawBet;
  /** A positive amount is entered. */
  readonly staked: boolean;
  readonly warnings: readonly BetWarningKey[];
  /** The allowed stake per ticket, in the selected currency (upper undefined: no maximum). */
  readonly lower: string;
  readonly upper: string | undefined;
  /** Amount x tickets, and the estimated payout, when staked. */
  readonly total: string | undefined;
  readonly payout: string | undefined;
}

export interface StakesSummary {
  readonly lines: readonly StakeLine[];
  readonly total: string;
  readonly payout: string;
  /** Warnings of the whole order (insufficientAccountBalance). */
  readonly warnings: readonly BetWarningKey[];
  /** Bets without a positive amount. */
  readonly unstaked: number;
  /** Every bet has a valid amount and nothing warns: the order may be sent. */
  readonly placeable: boolean;
}

const AMOUNT = /^\d+(\.\d+)?$/;

/** A positive decimal amount, or undefined for '', '12.', '0' and the like. */
export function stakeOf(amount: string): Decimal | undefined {
  if (!AMOUNT.test(amount)) return undefined;
  const value = parseDecimal(amount);
  return sign(value) > 0 ? value : undefined;
}

const positive = (limit: string) => sign(parseDecimal(limit)) > 0;
const text = (value: Decimal) => toDecimalString(value);

function lineOf(bet: DrawBet, limits: StakeLimits, estimate: (bet: DrawBet) => string): StakeLine {
  const { min, max, tickets } = bet.pick;
  const rate = parseDecimal(limits.rate);
  const currencyMin = parseDecimal(limits.currencyMin);
  const scaledMin = mul(parseDecimal(min), rate);
  const lower = compare(scaledMin, currencyMin) > 0 ? scaledMin : currencyMin;
  const upper = positive(max) ? text(mul(parseDecimal(max), rate)) : undefined;
  const stake = stakeOf(bet.amount);
  if (stake === undefined)
    return {
      bet,
      staked: false,
      warnings: [],
      lower: text(lower),
      upper,
      total: undefined,
      payout: undefined,
    };
  const warnings = betWarnings({
    betAmount: stake,
    exchangeRate: rate,
    lotteryBetAmounts: [stake],
    minBetGameType: min,
    maxBetGameType: max,
  });
  const belowCurrency = compare(stake, currencyMin) < 0;
  return {
    bet,
    staked: true,
    warnings:
      belowCurrency && !warnings.includes('belowLotteryGameMinBet')
        ? [...warnings, 'belowLotteryGameMinBet']
        : warnings,
    lower: text(lower),
    upper,
    total: text(mul(stake, parseDecimal(tickets))),
    payout: estimate(bet),
  };
}

export function stakesSummary(
  bets: readonly DrawBet[],
  limits: StakeLimits,
  estimate: (bet: DrawBet) => string,
): StakesSummary {
  const lines = bets.map((bet) => lineOf(bet, limits, estimate));
  const sum = (values: (string | undefined)[]) =>
    values.reduce<Decimal>((acc, v) => (v === undefined ? acc : add(acc, parseDecimal(v))), ZERO);
  const total = sum(lines.map((line) => line.total));
  const warnings =
    limits.balance === undefined
      ? []
      : betWarnings({ betAmount: total, accountBalance: limits.balance });
  const unstaked = lines.filter((line) => !line.staked).length;
  return {
    lines,
    total: text(total),
    payout: text(sum(lines.map((line) => line.payout))),
    warnings,
    unstaked,
    placeable:
      lines.length > 0 &&
      unstaked === 0 &&
      warnings.length === 0 &&
      lines.every((line) => line.warnings.length === 0),
  };
}
