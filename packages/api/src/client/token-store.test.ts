import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from './token-store';

describe('createMemoryTokenStore', () => {
  it('keeps, replaces and clears the session', async () => {
    const store = createMemoryTokenStore({ token: 'a', refreshToken: 'r' });
    expect(await store.getUid()).toBeNull();
    await store.setToken('b');
    await store.setRefreshToken('r2');
    await store.setUid('7');
    expect([await store.getToken(), await store.getRefreshToken(), await store.getUid()]).toEqual([
      'b',
      'r2',
      '7',
    ]);
    await store.clear();
    expect([await store.getToken(), await store.getRefreshToken(), await store.getUid()]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
