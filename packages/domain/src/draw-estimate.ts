// Estimated payout of a mark-six or racing bet (spec section 3, "Bet labels: estimated payout"):
// what the bet returns if every ticket wins, settled as mark-six-settle.ts and racing.ts settle
// it, so that the page's estimate and the server's payout on a winning draw are the same figure.
import { add, mul, parseDecimal, sub, toDecimalString, truncate, type Decimal } from './decimal';
import { COMBINATION_ZODIAC_DEDUCTION, subsetsOf, type MarkSixBet } from './mark-six-bets';
import { yearAnimal, type ZodiacTable } from './mark-six-zodiac';
import type { RacingBet } from './racing';

const money = (d: Decimal) => toDecimalString(truncate(d, 2), 2);

/**
 * The most a mark-six bet returns: stake x odds, or for combination zodiacs stake x odds per group,
 * less 15% for each group holding the year's animal of the draw date.
 */
export function markSixEstimatedPayout(
  bet: MarkSixBet,
  drawDate: Date,
  table?: ZodiacTable,
): string {
  const prize = mul(parseDecimal(bet.stake), parseDecimal(bet.odds));
  if (bet.type !== 'specialCodeCombinationZodiacs') return money(prize);
  const year = yearAnimal(drawDate, table);
  const keep = sub(parseDecimal(1), parseDecimal(COMBINATION_ZODIAC_DEDUCTION));
  let total = parseDecimal(0);
  for (const group of subsetsOf([...new Set(bet.animals)], bet.level))
    total = add(total, group.includes(year) ? mul(prize, keep) : prize);
  return money(total);
}

/** The most a racing bet returns: stake x odds. */
export function racingEstimatedPayout(bet: RacingBet): string {
  return money(mul(parseDecimal(bet.stake), parseDecimal(bet.odds)));
}
