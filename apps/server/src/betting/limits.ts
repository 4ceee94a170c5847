// Bet limits per game and game type (spec section 3, "Game bet limits per game type"), checked with
// @bet/domain's betWarnings (spec section 5, "Bet warnings"): limits are in USDT and scaled by the
// exchange rate of the bet's currency. A warning refuses the bet with a business error whose data
// lists the warning keys, so that the client shows the translated text.
import { betWarnings, type BetWarningKey, type BetWarningsInput } from '@bet/domain/bet-limits';
import type { Db } from '../db/database.ts';
import type { GameLimitRow } from '../db/schema-games.ts';
import { businessErrorWithData } from '../http/errors.ts';
import { formatMinor } from '../ledger/units.ts';
import { ReadCache } from './read-cache.ts';

export const WARNING_MESSAGES: Readonly<Record<BetWarningKey, string>> = {
  exceedsMaxBet: 'Bet exceeds the maximum',
  belowMinBet: 'Bet is below the minimum',
  disabledRegions: 'Betting is disabled in this region',
  insufficientAccountBalance: 'Insufficient balance',
  belowLotteryGameMinBet: 'Bet is below the minimum of this game',
  exceedsLotteryGameMaxBet: 'Bet exceeds the maximum of this game',
  exceedsMaxMultiple: 'Multiple exceeds the maximum',
  belowMinMultiple: 'Multiple is below the minimum',
  exceedsMaxBonus: 'Potential payout exceeds the maximum',
  belowMinBonus: 'Potential payout is below the minimum',
};

export interface LimitView {
  bet_min: string;
  bet_max: string;
  multiple_min: number;
  multiple_max: number;
  bonus_min: string;
  bonus_max: string;
}

export function limitView(row: GameLimitRow): LimitView {
  return {
    bet_min: formatMinor(row.bet_min),
    bet_max: formatMinor(row.bet_max),
    multiple_min: row.multiple_min,
    multiple_max: row.multiple_max,
    bonus_min: formatMinor(row.bonus_min),
    bonus_max: formatMinor(row.bonus_max),
  };
}

export class GameLimits {
  readonly #cache: ReadCache<Map<string, LimitView>>;

  constructor(db: Db) {
    this.#cache = new ReadCache(async () => {
      const rows = await db.selectFrom('game_limits').selectAll().execute();
      return new Map(rows.map((row) => [`${row.game}:${row.game_type}`, limitView(row)]));
    });
  }

  async of(game: string, gameType: string): Promise<LimitView | undefined> {
    return (await this.#cache.get()).get(`${game}:${gameType}`);
  }

  invalidate(): void {
    this.#cache.invalidate();
  }
}

/** Sports: the stake against bet min/max, the multiple, and the potential payout as the bonus. */
export function sportsLimitInput(
  limit: LimitView | undefined,
  bet: { amount: string; rate: string; multiple?: number; bonus?: string },
): BetWarningsInput {
  return {
    betAmount: bet.amount,
    exchangeRate: bet.rate,
    ...(limit && {
      minBet: limit.bet_min,
      maxBet: limit.bet_max,
      minMultiple: limit.multiple_min,
      maxMultiple: limit.multiple_max,
      minBonus: limit.bonus_min,
      maxBonus: limit.bonus_max,
    }),
    ...(bet.multiple !== undefined && { multiple: bet.multiple }),
    ...(bet.bonus !== undefined && { bonus: bet.bonus }),
  };
}

/** Lottery and racing: each stake against the game type's limits (per-bet validity). */
export function lotteryLimitInput(
  limit: LimitView | undefined,
  bet: { stake: string; rate: string },
): BetWarningsInput {
  return {
    betAmount: bet.stake,
    exchangeRate: bet.rate,
    lotteryBetAmounts: [bet.stake],
    ...(limit && { minBetGameType: limit.bet_min, maxBetGameType: limit.bet_max }),
  };
}

/** Refuses with the first warning's message and every key in data.warnings. */
export function assertNoWarnings(input: BetWarningsInput, index: number): void {
  const warnings = betWarnings(input);
  const first = warnings[0];
  if (first !== undefined)
    throw businessErrorWithData(WARNING_MESSAGES[first], { index, warnings });
}
