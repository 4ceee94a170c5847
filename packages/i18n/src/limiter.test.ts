import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

describe('createLimiter', () => {
  it('runs at most max tasks at once, in arrival order, and releases on failure', async () => {
    const limiter = createLimiter(2);
    const started: number[] = [];
    let peak = 0;
    const task = (n: number, fail = false) =>
      limiter.run(async () => {
        started.push(n);
        peak = Math.max(peak, limiter.active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (fail) throw new Error(`task ${n}`);
        return n;
      });
    const results = await Promise.allSettled([task(1, true), task(2), task(3), task(4)]);
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(limiter.active).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects %s slots', (max) => {
    expect(() => createLimiter(max)).toThrow(RangeError);
  });
});
