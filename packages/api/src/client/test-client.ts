import { createApiClient } from './create-api-client';
import type { ApiEvents } from './events';
import { createMemoryTokenStore, type MemoryTokens } from './token-store';
import type { ApiClientOptions } from './types';

// Client factory and fixtures shared by the client's tests.

export const MEMBER = {
  id: 42,
  nickname: 'lucky-player',
  email: 'player@example.com',
  mobile: null,
  area_code: null,
  real_name: null,
  level: 1,
  role: 3,
  invite_code: 'ABC123',
  email_verified: true,
  phone_verified: false,
  has_bank_password: false,
  currency: 'USDT',
  created_at: '2025-01-01T00:00:00Z',
};

export function makeClient(
  baseUrl: string,
  tokens: MemoryTokens = { token: 'old-token', refreshToken: 'refresh-1', uid: '42' },
  overrides: Partial<ApiClientOptions> = {},
) {
  const store = createMemoryTokenStore(tokens);
  const api = createApiClient({
    baseUrl,
    tokens: store,
    language: () => 'pt',
    // Generous: a first request to the local test server can take over half a second on a busy
    // CI machine. Tests about timeouts set their own.
    timeoutMs: 5000,
    backoff: () => 1,
    ...overrides,
  });
  const seen: { [K in keyof ApiEvents]: ApiEvents[K][] } = {
    unauthorized: [],
    refreshed: [],
    'request-error': [],
  };
  api.events.on('unauthorized', (e) => seen.unauthorized.push(e));
  api.events.on('refreshed', (e) => seen.refreshed.push(e));
  api.events.on('request-error', (e) => seen['request-error'].push(e));
  return { api, tokens: store, seen };
}

/** Awaits a promise expected to reject and returns the reason. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
