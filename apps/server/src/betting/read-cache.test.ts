import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

describe('ReadCache', () => {
  it('loads once per period, shares a load in flight, and reloads after invalidate', async () => {
    let loads = 0;
    let clock = 0;
    const cache = new ReadCache(
      async () => ++loads,
      1000,
      () => clock,
    );
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get()).toBe(1);
    clock = 1000;
    expect(await cache.get()).toBe(2);
    cache.invalidate();
    expect(await cache.get()).toBe(3);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = new ReadCache(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    await expect(cache.get()).rejects.toThrow('down');
    fail = false;
    expect(await cache.get()).toBe('ok');
  });
});
