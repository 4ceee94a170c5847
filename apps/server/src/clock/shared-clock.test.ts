import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.ts';
import type { Database } from '../db/database.ts';
import { SharedClock } from './shared-clock.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the shared clock', () => {
  it('follows its base plus an offset that only grows, the same on every process', async () => {
    let base = Date.parse('2026-03-01T10:00:00Z');
    const a = await SharedClock.open(database, () => base);
    const b = await SharedClock.open(database, () => base);
    expect(a.now().toISOString()).toBe('2026-03-01T10:00:00.000Z');
    base += 1000;
    expect((await a.advance(24 * 60 * 60 * 1000)).toISOString()).toBe('2026-03-02T10:00:01.000Z');
    expect(a.offsetMs).toBe(86_400_000);
    // B hears of the move through the clock channel, without asking.
    await until(() => b.offsetMs === 86_400_000);
    expect(b.now().toISOString()).toBe('2026-03-02T10:00:01.000Z');
    await expect(a.advance(-1)).rejects.toThrow(RangeError);
    await expect(a.advance(Number.NaN)).rejects.toThrow(RangeError);
    // A process started later reads the stored offset.
    expect((await SharedClock.open(database, () => base)).offsetMs).toBe(86_400_000);
  });
});
