import { configCopyright } from '@bet/api/contract/config';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/secure-storage';
import { createAppHttp, tokenStoreOf } from './http';

describe('createAppHttp', () => {
  it('loads the client core on the first call only, and passes events through', async () => {
    const emitted: unknown[] = [];
    const listeners = new Map<string, (payload: unknown) => void>();
    const request = vi.fn(async () => 'data');
    const createHttpClient = vi.fn(() => ({
      request,
      safeRequest: vi.fn(),
      events: {
        on: (type: string, listener: (payload: unknown) => void) => {
          listeners.set(type, listener);
          return () => listeners.delete(type);
        },
        emit: vi.fn(),
      },
    }));
    const loadCore = vi.fn(async () => ({ createHttpClient }) as never);
    const http = createAppHttp({
      baseUrl: '',
      storage: createMemoryStorage(),
      language: () => 'en',
      brand: 'bdbet',
      loadCore,
    });
    const off = http.events.on('unauthorized', (payload) => emitted.push(payload));
    expect(loadCore).toHaveBeenCalledTimes(1);

    await expect(http.request(configCopyright)).resolves.toBe('data');
    await http.request(configCopyright);
    expect(createHttpClient).toHaveBeenCalledTimes(1);
    // The brand is set once, on the client: every request of the app carries it.
    expect(createHttpClient).toHaveBeenCalledWith(expect.objectContaining({ brand: 'bdbet' }));

    listeners.get('unauthorized')?.({ reason: 'refresh-failed' });
    expect(emitted).toEqual([{ reason: 'refresh-failed' }]);
    off();
    expect(listeners.has('unauthorized')).toBe(false);
  });

  it('keeps the session tokens in the stored keys of spec section 3', async () => {
    const storage = createMemoryStorage();
    const tokens = tokenStoreOf(storage);
    await tokens.setToken('t');
    await tokens.setRefreshToken('r');
    await tokens.setUid('9');
    expect([storage.get('token'), storage.get('fresh_token'), storage.get('uid')]).toEqual([
      't',
      'r',
      '9',
    ]);
    await tokens.clear();
    expect([storage.get('token'), storage.get('fresh_token'), storage.get('uid')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
