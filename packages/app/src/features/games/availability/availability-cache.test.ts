import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../lib/storage/secure-storage';
import { readAvailabilityCache, writeAvailabilityCache } from './availability-cache';
import { firstVisibleGamePath } from './game-paths';

const split = {
  available: [
    { game_id: 10, status: 1 as const },
    { game_id: 22, status: 2 as const },
    { game_id: 27, status: 3 as const },
  ],
  visible: [10, 22],
  disabled: [22],
};

describe('availability cache', () => {
  it('round-trips the three lists through compressed storage', async () => {
    const storage = createMemoryStorage();
    expect(readAvailabilityCache(storage)).toBeUndefined();
    await writeAvailabilityCache(storage, split);
    expect(readAvailabilityCache(storage)).toEqual(split);
    // Stored compressed, not as JSON text.
    expect(
      new TextDecoder().decode(storage.getBytes('visible_games') ?? new Uint8Array()),
    ).not.toContain('[10');
  });

  it('ignores a corrupt or malformed cache', async () => {
    const storage = createMemoryStorage();
    await writeAvailabilityCache(storage, split);
    await storage.set('visible_games', 'not packed');
    expect(readAvailabilityCache(storage)).toBeUndefined();
  });
});

describe('firstVisibleGamePath', () => {
  const flags = {
    sports: false as const,
    lottery: false,
    racing: false,
    games: true,
    liveGames: true,
    agentInviteSelector: false,
    wallet: true,
  };

  it('takes the first visible lobby, then live games', () => {
    expect(firstVisibleGamePath(flags, [27, 28])).toBe('/game/tadaGame');
    expect(firstVisibleGamePath(flags, [29])).toBe('/live-games');
    expect(firstVisibleGamePath({ ...flags, games: false }, [22, 29])).toBe('/live-games');
    expect(firstVisibleGamePath({ ...flags, liveGames: false }, [29])).toBeUndefined();
  });
});

describe('primeAvailability', () => {
  it('fills an empty query from the cache, stale, and never overwrites a fresh answer', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { availabilityQuery, primeAvailability } = await import('./availability-query');
    const key = availabilityQuery().queryKey;
    const storage = createMemoryStorage();
    await writeAvailabilityCache(storage, split);

    const empty = new QueryClient();
    await primeAvailability(empty, storage);
    expect(empty.getQueryData(key)).toEqual(split.available);
    expect(empty.getQueryState(key)?.dataUpdatedAt).toBe(0);

    const answered = new QueryClient();
    const fresh = [{ game_id: 11 as const, status: 1 as const }];
    answered.setQueryData(key, fresh);
    await primeAvailability(answered, storage);
    expect(answered.getQueryData(key)).toEqual(fresh);
  });
});
