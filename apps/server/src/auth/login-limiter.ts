// Login throttling that cannot be used to lock a real user out (issue 4, "Auth"):
// - per (account, address) pair: a few free failures, then an exponential wait between tries;
// - per address, across all accounts: a larger allowance, then the same kind of wait.
// Failures from an attacker's address slow only that address down; the owner, signing in from
// elsewhere, has pair and address counters of their own. Waits decay; nothing is locked.

export interface LimiterPolicy {
  pairFreeFailures: number;
  addressFreeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A counter is forgotten this long after its last failure. */
  forgetAfterMs: number;
  /** Bound on remembered counters; the oldest go first. */
  maxEntries: number;
}

export const DEFAULT_LIMITER_POLICY: LimiterPolicy = {
  pairFreeFailures: 5,
  addressFreeFailures: 30,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 60 * 60 * 1000,
  maxEntries: 100_000,
};

interface Counter {
  failures: number;
  lastFailureAt: number;
}

export type LimiterVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export class LoginLimiter {
  readonly #policy: LimiterPolicy;
  readonly #counters = new Map<string, Counter>();

  constructor(policy: Partial<LimiterPolicy> = {}) {
    this.#policy = { ...DEFAULT_LIMITER_POLICY, ...policy };
  }

  check(account: string, address: string, now: number): LimiterVerdict {
    const wait = Math.max(
      this.#waitFor(pairKey(account, address), this.#policy.pairFreeFailures, now),
      this.#waitFor(addressKey(address), this.#policy.addressFreeFailures, now),
    );
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
  }

  recordFailure(account: string, address: string, now: number): void {
    this.#bump(pairKey(account, address), now);
    this.#bump(addressKey(address), now);
  }

  /** A correct password clears the pair's counter; the address keeps its history. */
  recordSuccess(account: string, address: string): void {
    this.#counters.delete(pairKey(account, address));
  }

  #waitFor(key: string, freeFailures: number, now: number): number {
    const counter = this.#live(key, now);
    if (!counter || counter.failures < freeFailures) return 0;
    const steps = Math.min(counter.failures - freeFailures, 30);
    const delay = Math.min(this.#policy.baseDelayMs * 2 ** steps, this.#policy.maxDelayMs);
    return Math.max(0, counter.lastFailureAt + delay - now);
  }

  #live(key: string, now: number): Counter | undefined {
    const counter = this.#counters.get(key);
    if (counter && now - counter.lastFailureAt > this.#policy.forgetAfterMs) {
      this.#counters.delete(key);
      return undefined;
    }
    return counter;
  }

  #bump(key: string, now: number): void {
    const counter = this.#live(key, now) ?? { failures: 0, lastFailureAt: now };
    this.#counters.delete(key);
    this.#counters.set(key, { failures: counter.failures + 1, lastFailureAt: now });
    if (this.#counters.size > this.#policy.maxEntries) {
      const oldest = this.#counters.keys().next().value;
      if (oldest !== undefined) this.#counters.delete(oldest);
    }
  }
}

const pairKey = (account: string, address: string): string =>
  `pair\u0000${account}\u0000${address}`;
const addressKey = (address: string): string => `addr\u0000${address}`;
