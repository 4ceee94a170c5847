import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST } from '../contract/endpoints';
import { createApiClient } from './create-api-client';
import { createMemoryTokenStore } from './token-store';
import type { ApiClient } from './types';

const api = createApiClient({
  baseUrl: 'http://127.0.0.1:1',
  tokens: createMemoryTokenStore(),
  language: () => 'pt',
});

/** Compile-time checks of the generated signatures (pnpm typecheck fails if one is wrong). */
export function signatures(client: ApiClient) {
  const info: Promise<number> = client.profile.info().then((m) => m.id);
  const bet: Promise<string | undefined> = client.sports
    .mybetById({ params: { game: 'bd', id: 'B1' } })
    .then((b) => b?.bet_id);
  // @ts-expect-error a mark-six key is not a sport
  void client.sports.matches({ params: { game: 'hkmarksix' } });
  // @ts-expect-error path params are required
  void client.call('sports.matches');
  // @ts-expect-error an unknown call
  void client.call('member.nothing');
  // @ts-expect-error the body is not optional
  void client.wallet.withdraw();
  return [info, bet];
}

describe('grouped calls', () => {
  it('has a function for every endpoint, at api.group.name', () => {
    const groups = api as unknown as Record<string, Record<string, unknown>>;
    for (const { id } of ENDPOINT_LIST) {
      const [group = '', name = ''] = id.split('.');
      expect(typeof groups[group]?.[name], id).toBe('function');
    }
    expect(typeof api.call).toBe('function');
    expect(typeof api.events.on).toBe('function');
  });
});
