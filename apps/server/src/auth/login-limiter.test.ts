import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.ts';

const policy = {
  pairFreeFailures: 3,
  addressFreeFailures: 10,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  forgetAfterMs: 3_600_000,
};

function failTimes(
  limiter: LoginLimiter,
  n: number,
  account: string,
  address: string,
  at: number,
): void {
  for (let i = 0; i < n; i++) limiter.recordFailure(account, address, at);
}

describe('LoginLimiter', () => {
  it('allows the free failures, then makes the pair wait with a growing delay', () => {
    const limiter = new LoginLimiter(policy);
    failTimes(limiter, 3, 'a@x.io', '10.0.0.1', 0);
    expect(limiter.check('a@x.io', '10.0.0.1', 0)).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(limiter.check('a@x.io', '10.0.0.1', 1000)).toEqual({ allowed: true });
    limiter.recordFailure('a@x.io', '10.0.0.1', 1000);
    expect(limiter.check('a@x.io', '10.0.0.1', 1000)).toEqual({
      allowed: false,
      retryAfterMs: 2000,
    });
  });

  it('never locks the owner out: an attacker elsewhere does not slow the owner down', () => {
    const limiter = new LoginLimiter(policy);
    failTimes(limiter, 50, 'victim@x.io', '203.0.113.9', 0);
    expect(limiter.check('victim@x.io', '203.0.113.9', 10).allowed).toBe(false);
    expect(limiter.check('victim@x.io', '198.51.100.7', 10)).toEqual({ allowed: true });
  });

  it('caps the wait: backoff, not a lock', () => {
    const limiter = new LoginLimiter(policy);
    failTimes(limiter, 40, 'a@x.io', '10.0.0.1', 0);
    expect(limiter.check('a@x.io', '10.0.0.1', 0)).toEqual({
      allowed: false,
      retryAfterMs: 60_000,
    });
    expect(limiter.check('a@x.io', '10.0.0.1', 60_000)).toEqual({ allowed: true });
  });

  it('slows down one address spraying many accounts', () => {
    const limiter = new LoginLimiter(policy);
    for (let i = 0; i < 10; i++) limiter.recordFailure(`user${i}@x.io`, '10.0.0.2', 0);
    expect(limiter.check('fresh@x.io', '10.0.0.2', 0).allowed).toBe(false);
    expect(limiter.check('fresh@x.io', '10.0.0.3', 0).allowed).toBe(true);
  });

  it('clears the pair on success and forgets old failures', () => {
    const limiter = new LoginLimiter(policy);
    failTimes(limiter, 3, 'a@x.io', '10.0.0.1', 0);
    limiter.recordSuccess('a@x.io', '10.0.0.1');
    expect(limiter.check('a@x.io', '10.0.0.1', 0)).toEqual({ allowed: true });
    failTimes(limiter, 3, 'b@x.io', '10.0.0.1', 0);
    expect(limiter.check('b@x.io', '10.0.0.1', 3_600_001)).toEqual({ allowed: true });
  });

  it('stays within its memory bound', () => {
    const limiter = new LoginLimiter({ ...policy, maxEntries: 10 });
    for (let i = 0; i < 100; i++) limiter.recordFailure(`u${i}`, `10.0.0.${i}`, 0);
    failTimes(limiter, 3, 'last', '10.9.9.9', 1);
    expect(limiter.check('last', '10.9.9.9', 1).allowed).toBe(false);
    expect(limiter.check('u0', '10.0.0.0', 1).allowed).toBe(true);
  });
});
