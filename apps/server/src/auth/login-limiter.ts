// Login throttling that cannot be used to lock a real user out (issue 4, "Auth"):
// - per (account, address) pair: a few free failures, then an exponential wait between tries;
// - per address, across all accounts: a larger allowance, then the same kind of wait.
// Failures from an attacker's address slow only that address down; the owner, signing in from
// elsewhere, has pair and address counters of their own. Waits decay; nothing is locked.
// The counters live in the database (login_throttles), so that every server process on it counts
// the same failures (issue 17): a 6th wrong password is throttled whichever process it reaches.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface LimiterPolicy {
  pairFreeFailures: number;
  addressFreeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A counter is forgotten this long after its last failure. */
  forgetAfterMs: number;
}

export const DEFAULT_LIMITER_POLICY: LimiterPolicy = {
  pairFreeFailures: 5,
  addressFreeFailures: 30,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 60 * 60 * 1000,
};

export type LimiterVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export class LoginLimiter {
  readonly #db: Db;
  readonly #policy: LimiterPolicy;

  constructor(db: Db, policy: Partial<LimiterPolicy> = {}) {
    this.#db = db;
    this.#policy = { ...DEFAULT_LIMITER_POLICY, ...policy };
  }

  async check(account: string, address: string, now: number): Promise<LimiterVerdict> {
    const pair = pairKey(account, address);
    const rows = await this.#db
      .selectFrom('login_throttles')
      .selectAll()
      .where('key', 'in', [pair, addressKey(address)])
      .where('last_failure_at', '>=', this.#forgottenBefore(now))
      .execute();
    let wait = 0;
    for (const row of rows) {
      const free =
        row.key === pair ? this.#policy.pairFreeFailures : this.#policy.addressFreeFailures;
      wait = Math.max(wait, this.#waitFor(row.failures, row.last_failure_at.getTime(), free, now));
    }
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
  }

  async recordFailure(account: string, address: string, now: number): Promise<void> {
    const at = new Date(now);
    const stale = this.#forgottenBefore(now);
    // One statement per failure: concurrent failures on two processes both count.
    await this.#db
      .insertInto('login_throttles')
      .values(
        [pairKey(account, address), addressKey(address)].map((key) => ({
          key,
          failures: 1,
          last_failure_at: at,
        })),
      )
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql<number>`case when login_throttles.last_failure_at < ${stale} then 1 else login_throttles.failures + 1 end`,
          last_failure_at: sql<Date>`greatest(login_throttles.last_failure_at, excluded.last_failure_at)`,
        }),
      )
      .execute();
    // Counters nobody failed on for FORGET_AFTER are dropped; the index keeps this cheap.
    await this.#db.deleteFrom('login_throttles').where('last_failure_at', '<', stale).execute();
  }

  /** A correct password clears the pair's counter; the address keeps its history. */
  async recordSuccess(account: string, address: string): Promise<void> {
    await this.#db
      .deleteFrom('login_throttles')
      .where('key', '=', pairKey(account, address))
      .execute();
  }

  #forgottenBefore(now: number): Date {
    return new Date(now - this.#policy.forgetAfterMs);
  }

  #waitFor(failures: number, lastFailureAt: number, freeFailures: number, now: number): number {
    if (failures < freeFailures) return 0;
    const steps = Math.min(failures - freeFailures, 30);
    const delay = Math.min(this.#policy.baseDelayMs * 2 ** steps, this.#policy.maxDelayMs);
    return Math.max(0, lastFailureAt + delay - now);
  }
}

// JSON keeps the parts apart whatever characters they hold (Postgres text cannot hold NUL).
const pairKey = (account: string, address: string): string =>
  JSON.stringify(['pair', account, address]);
const addressKey = (address: string): string => JSON.stringify(['address', address]);
