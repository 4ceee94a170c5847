// Reference data every bet consults, cached for a few seconds: the exchange rate of its currency
// and the availability of its game (spec section 3: Active 1, Disable 2, Hidden 3).
import { GAME_STATUS } from '@bet/domain/games';
import type { Db } from '../db/database.ts';
import { businessError } from '../http/errors.ts';
import { activeRates } from '../members/currencies.ts';
import { ReadCache } from './read-cache.ts';

/** Spec section 8's message for a bet on a game that is not active. */
export const GAME_NOT_ACTIVE = 'Game is not active';

export class BettingCatalog {
  readonly #rates: ReadCache<Map<string, string>>;
  readonly #status: ReadCache<Map<number, number>>;

  constructor(db: Db) {
    this.#rates = new ReadCache(
      async () => new Map((await activeRates(db)).map((row) => [row.currency, row.exchange])),
    );
    this.#status = new ReadCache(async () => {
      const rows = await db.selectFrom('game_availability').select(['game_id', 'status']).execute();
      return new Map(rows.map((row) => [row.game_id, row.status]));
    });
  }

  /** Units of the currency per USDT; an unknown or switched-off currency is refused. */
  async rate(currency: string): Promise<string> {
    const rate = (await this.#rates.get()).get(currency.toUpperCase());
    if (rate === undefined) throw businessError(`Currency ${currency} is not available`);
    return rate;
  }

  /** Games without an id of their own (cricket, pk10) follow no availability row. */
  async assertActive(gameId: number | null): Promise<void> {
    if (gameId === null) return;
    const status = (await this.#status.get()).get(gameId) ?? GAME_STATUS.Active;
    if (status !== GAME_STATUS.Active) throw businessError(GAME_NOT_ACTIVE);
  }

  invalidate(): void {
    this.#rates.invalidate();
    this.#status.invalidate();
  }
}
