// Mark-six settlement (rules.md "Mark Six"). Amounts are exact decimals; a payout is stake x odds
// truncated to 2 decimals. Dates come from the draw; no clock is read.
import { add, mul, parseDecimal, sub, toDecimalString, truncate, type Decimal } from './decimal';
import { ballColor, isBall, specialCodeSides } from './mark-six-balls';
import {
  COMBINATION_ZODIAC_DEDUCTION,
  subsetsOf,
  type ColorPick,
  type MarkSixBet,
} from './mark-six-bets';
import { yearAnimal, zodiacOf, type ZodiacAnimal, type ZodiacTable } from './mark-six-zodiac';

/** A draw: six regular numbers (in drawn order), the special code and the draw's calendar date. */
export type MarkSixDraw = { numbers: readonly number[]; special: number; date: Date };
export type MarkSixOutcome = 'win' | 'loss' | 'refund';
export type MarkSixSettlement = { outcome: MarkSixOutcome; payout: string };

export class MarkSixDrawError extends Error {
  override readonly name = 'MarkSixDrawError';
}

/** Six distinct regular balls plus a distinct special ball, all 1..49, and a valid date. */
export function validateMarkSixDraw(draw: MarkSixDraw): void {
  const balls = [...draw.numbers, draw.special];
  if (draw.numbers.length !== 6)
    throw new MarkSixDrawError('A draw has exactly six regular numbers');
  if (!balls.every(isBall)) throw new MarkSixDrawError('Draw balls must be integers 1..49');
  if (new Set(balls).size !== 7) throw new MarkSixDrawError('Draw balls must be distinct');
  if (Number.isNaN(draw.date.getTime())) throw new MarkSixDrawError('Invalid draw date');
}

/** Ball 49 refunds big/small, odd/even, digit-sum, tail-side and half-wave bets (rules.md). */
export function isRefundBall49(ball: number, bet: MarkSixBet): boolean {
  if (ball !== 49) return false;
  switch (bet.type) {
    case 'specialCodeSide':
    case 'numberCodeSide':
      return true;
    case 'specialCodeColor':
    case 'numberCodeColor':
      return bet.pick.side !== undefined;
    default:
      return false;
  }
}

function colorWins(ball: number, pick: ColorPick): boolean {
  return (
    ballColor(ball) === pick.color && (pick.side === undefined || specialCodeSides(ball)[pick.side])
  );
}

/** The ball a bet is about: the special code, or the regular number at its position. */
function targetBall(bet: MarkSixBet, draw: MarkSixDraw): number {
  if (bet.type !== 'numberCodeSide' && bet.type !== 'numberCodeColor') return draw.special;
  const ball = draw.numbers[bet.position - 1];
  if (ball === undefined)
    throw new RangeError(`Invalid number-code position ${String(bet.position)}`);
  return ball;
}

/** Win test of single-ticket bets. */
function singleWins(
  bet: Exclude<MarkSixBet, { type: 'specialCodeCombinationZodiacs' }>,
  draw: MarkSixDraw,
  table?: ZodiacTable,
): boolean {
  const ball = targetBall(bet, draw);
  switch (bet.type) {
    case 'specialCode':
      return draw.special === bet.ball;
    case 'numberCode':
      return draw.numbers.includes(bet.ball);
    case 'specialCodeSide':
    case 'numberCodeSide':
      return specialCodeSides(ball)[bet.side];
    case 'specialCodeColor':
    case 'numberCodeColor':
      return colorWins(ball, bet.pick);
    case 'specialCodeAnimal':
      return zodiacOf(draw.special, draw.date, table) === bet.animal;
    case 'specialCodeMergeAnimal':
      return bet.animals.includes(zodiacOf(draw.special, draw.date, table));
    case 'specialCodeTail':
      return draw.special % 10 === bet.tail;
    case 'tail':
      return [...draw.numbers, draw.special].some((b) => b % 10 === bet.tail);
  }
}

const money = (d: Decimal) => toDecimalString(truncate(d, 2), 2);

/**
 * Settles one bet against a draw: 'refund' pays the stake back (ball 49 on side and half-wave
 * bets), 'win' pays stake x odds, 'loss' pays 0. Combination zodiacs settle each group of `level`
 * animals as a ticket that wins when all its animals are among the seven drawn balls' zodiacs; a
 * winning group holding the year's animal pays 15% less (spec section 9).
 */
export function settleMarkSixBet(
  bet: MarkSixBet,
  draw: MarkSixDraw,
  table?: ZodiacTable,
): MarkSixSettlement {
  validateMarkSixDraw(draw);
  const stake = parseDecimal(bet.stake);
  const odds = parseDecimal(bet.odds);
  if (stake.units < 0n || odds.units < 0n)
    throw new RangeError('Stake and odds must not be negative');
  if (bet.type === 'specialCodeCombinationZodiacs')
    return settleCombination(bet, draw, stake, odds, table);
  if (isRefundBall49(targetBall(bet, draw), bet))
    return { outcome: 'refund', payout: money(stake) };
  return singleWins(bet, draw, table)
    ? { outcome: 'win', payout: money(mul(stake, odds)) }
    : { outcome: 'loss', payout: money(parseDecimal(0)) };
}

function settleCombination(
  bet: Extract<MarkSixBet, { type: 'specialCodeCombinationZodiacs' }>,
  draw: MarkSixDraw,
  stake: Decimal,
  odds: Decimal,
  table?: ZodiacTable,
): MarkSixSettlement {
  const drawn = new Set<ZodiacAnimal>(
    [...draw.numbers, draw.special].map((b) => zodiacOf(b, draw.date, table)),
  );
  const year = yearAnimal(draw.date, table);
  const keep = sub(parseDecimal(1), parseDecimal(COMBINATION_ZODIAC_DEDUCTION));
  const prize = mul(stake, odds);
  let total = parseDecimal(0);
  for (const group of subsetsOf([...new Set(bet.animals)], bet.level)) {
    if (!group.every((a) => drawn.has(a))) continue;
    total = add(total, group.includes(year) ? mul(prize, keep) : prize);
  }
  return total.units > 0n
    ? { outcome: 'win', payout: money(total) }
    : { outcome: 'loss', payout: money(total) };
}
