// The clock a server runs on when started normally (issue 17): the system clock plus an offset
// that only grows, which POST /admin/clock moves forward (E2E tests of cooling-offs, time-outs and
// draws). The offset lives in the database (clock_offset), so that every server process on it
// runs at the same simulated time: a move on one is announced on the clock channel, and the
// scheduler reads the offset again before each tick.
import { sql } from 'kysely';
import { CHANNELS, notify } from '../cluster/notify.ts';
import type { Database, Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { assertForward, type MovableClock } from './clock.ts';

export class SharedClock implements MovableClock {
  readonly #db: Db;
  readonly #base: () => number;
  #offsetMs = 0;

  private constructor(db: Db, base: () => number) {
    this.#db = db;
    this.#base = base;
  }

  /** Reads the stored offset and follows every move made by any process. */
  static async open(database: Database, base: () => number = Date.now): Promise<SharedClock> {
    const clock = new SharedClock(database.db, base);
    await database.listen(CHANNELS.clock, (payload) => clock.#raise(Number(payload)));
    await clock.sync();
    return clock;
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  now(): Date {
    return new Date(this.#base() + this.#offsetMs);
  }

  async advance(ms: number): Promise<Date> {
    assertForward(ms);
    const offset = await inTransaction(this.#db, async (tx) => {
      const row = await tx
        .updateTable('clock_offset')
        .set({ offset_ms: sql<bigint>`offset_ms + ${ms}` })
        .returning('offset_ms')
        .executeTakeFirstOrThrow();
      await notify(tx, CHANNELS.clock, String(row.offset_ms));
      return row.offset_ms;
    });
    this.#raise(Number(offset));
    return this.now();
  }

  /** Catches up with a move another process made (its notification may still be on the way). */
  async sync(): Promise<void> {
    const row = await this.#db
      .selectFrom('clock_offset')
      .select('offset_ms')
      .executeTakeFirstOrThrow();
    this.#raise(Number(row.offset_ms));
  }

  /** Moves only forward: a late notification of an older move changes nothing. */
  #raise(offsetMs: number): void {
    if (Number.isSafeInteger(offsetMs) && offsetMs > this.#offsetMs) this.#offsetMs = offsetMs;
  }
}
