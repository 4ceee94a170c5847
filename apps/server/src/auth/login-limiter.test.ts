import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.ts';
import type { Database } from '../db/database.ts';
import { LoginLimiter } from './login-limiter.ts';

const policy = {
  pairFreeFailures: 3,
  addressFreeFailures: 10,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  forgetAfterMs: 3_600_000,
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function failTimes(
  limiter: LoginLimiter,
  n: number,
  account: string,
  address: string,
  at: number,
): Promise<void> {
  for (let i = 0; i < n; i++) await limiter.recordFailure(account, address, at);
}

describe('LoginLimiter', () => {
  it('allows the free failures, then makes the pair wait with a growing delay', async () => {
    const limiter = new LoginLimiter(database.db, policy);
    await failTimes(limiter, 3, 'a@x.io', '10.0.0.1', 0);
    expect(await limiter.check('a@x.io', '10.0.0.1', 0)).toEqual({
      allowed: false,
      retryAfterMs: 1000,
    });
    expect(await limiter.check('a@x.io', '10.0.0.1', 1000)).toEqual({ allowed: true });
    await limiter.recordFailure('a@x.io', '10.0.0.1', 1000);
    expect(await limiter.check('a@x.io', '10.0.0.1', 1000)).toEqual({
      allowed: false,
      retryAfterMs: 2000,
    });
  });

  it('counts the failures of every server process on the database alike', async () => {
    const [a, b] = [new LoginLimiter(database.db, policy), new LoginLimiter(database.db, policy)];
    await failTimes(a, 2, 'shared@x.io', '10.0.1.1', 0);
    expect(await b.check('shared@x.io', '10.0.1.1', 0)).toEqual({ allowed: true });
    await b.recordFailure('shared@x.io', '10.0.1.1', 0);
    expect((await a.check('shared@x.io', '10.0.1.1', 0)).allowed).toBe(false);
  });

  it('never locks the owner out: an attacker elsewhere does not slow the owner down', async () => {
    const limiter = new LoginLimiter(database.db, policy);
    await failTimes(limiter, 50, 'victim@x.io', '203.0.113.9', 0);
    expect((await limiter.check('victim@x.io', '203.0.113.9', 10)).allowed).toBe(false);
    expect(await limiter.check('victim@x.io', '198.51.100.7', 10)).toEqual({ allowed: true });
  });

  it('caps the wait: backoff, not a lock', async () => {
    const limiter = new LoginLimiter(database.db, policy);
    await failTimes(limiter, 40, 'capped@x.io', '10.0.0.4', 0);
    expect(await limiter.check('capped@x.io', '10.0.0.4', 0)).toEqual({
      allowed: false,
      retryAfterMs: 60_000,
    });
    expect(await limiter.check('capped@x.io', '10.0.0.4', 60_000)).toEqual({ allowed: true });
  });

  it('slows down one address spraying many accounts', async () => {
    const limiter = new LoginLimiter(database.db, policy);
    for (let i = 0; i < 10; i++) await limiter.recordFailure(`user${i}@x.io`, '10.0.0.2', 0);
    expect((await limiter.check('fresh@x.io', '10.0.0.2', 0)).allowed).toBe(false);
    expect((await limiter.check('fresh@x.io', '10.0.0.3', 0)).allowed).toBe(true);
  });

  it('clears the pair on success, forgets old failures and drops their rows', async () => {
    const limiter = new LoginLimiter(database.db, policy);
    await failTimes(limiter, 3, 'ok@x.io', '10.0.0.5', 0);
    await limiter.recordSuccess('ok@x.io', '10.0.0.5');
    expect(await limiter.check('ok@x.io', '10.0.0.5', 0)).toEqual({ allowed: true });
    await failTimes(limiter, 3, 'old@x.io', '10.0.0.6', 0);
    expect(await limiter.check('old@x.io', '10.0.0.6', 3_600_001)).toEqual({ allowed: true });
    await limiter.recordFailure('late@x.io', '10.0.0.7', 5_000_000);
    const left = await database.db.selectFrom('login_throttles').select('key').execute();
    expect(left.map((row) => row.key).sort()).toEqual(
      ['["address","10.0.0.7"]', '["pair","late@x.io","10.0.0.7"]'].sort(),
    );
  });
});
