import { ENDPOINT_LIST } from '@bet/api/contract/endpoints';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  descriptorOf,
  endpointFilter,
  endpointKey,
  endpointMutation,
  endpointPages,
  endpointQuery,
  nextStart,
} from './endpoint-query';
import type { HttpClient } from './http';
import { createAppQueryClient } from './query-client';

function fakeHttp(answer: (id: string, input: object | undefined) => unknown) {
  const calls: { id: string; input: object | undefined }[] = [];
  const http: HttpClient = {
    request: vi.fn(async (endpoint, input) => {
      calls.push({ id: endpoint.id, input });
      return answer(endpoint.id, input);
    }),
    events: { on: () => () => undefined },
  };
  return { http, calls };
}

describe('endpoint helpers', () => {
  it('find the descriptor of every endpoint of the contract in its group chunk', async () => {
    for (const endpoint of ENDPOINT_LIST) {
      expect((await descriptorOf(endpoint.id)).id).toBe(endpoint.id);
    }
  });

  it('key a read by its id and input, so [id] matches every input', () => {
    expect(endpointQuery('promotions.list').queryKey).toEqual(['promotions.list', {}]);
    const withInput = endpointQuery('invite.code', { query: { type: 2 } });
    expect(withInput.queryKey).toEqual(['invite.code', { query: { type: 2 } }]);
    expect(endpointKey('invite.code')).toEqual(['invite.code', {}]);
    expect(endpointFilter('invite.code')).toEqual({ queryKey: ['invite.code'] });
  });

  it('call the endpoint through the HTTP client bound to the QueryClient', async () => {
    const { http, calls } = fakeHttp(() => ({ text: '©', year: 2025 }));
    const client = createAppQueryClient(http);
    const data = await client.fetchQuery(endpointQuery('config.copyright'));
    expect(data).toEqual({ text: '©', year: 2025 });
    expect(calls.map((call) => call.id)).toEqual(['config.copyright']);
  });

  it('refuse a QueryClient that has no HTTP client', async () => {
    await expect(new QueryClient().fetchQuery(endpointQuery('config.copyright'))).rejects.toThrow(
      /createAppQueryClient/,
    );
  });

  it('read a paged list page after page until every row is loaded', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => index);
    const { http, calls } = fakeHttp((_id, input) => {
      const { start = 0, limit = 2 } = (input as { query: { start: number; limit: number } }).query;
      return { list: rows.slice(start, start + limit), total: rows.length };
    });
    const client = createAppQueryClient(http);
    const pages = endpointPages('notices.public', {}, 2);
    const first = await client.fetchInfiniteQuery(pages);
    expect(first.pages[0]?.list).toEqual([0, 1]);
    expect(calls[0]?.input).toMatchObject({ query: { start: 0, limit: 2 } });
    const page = (list: number[]) => ({ list, total: 5 });
    expect(nextStart(page([0, 1]), [page([0, 1])])).toBe(2);
    expect(nextStart(page([4]), [page([0, 1]), page([2, 3]), page([4])])).toBeUndefined();
    expect(nextStart(page([]), [page([0, 1]), page([])])).toBeUndefined();
  });

  it('invalidate the reads a write names, whatever their input', async () => {
    let year = 2024;
    const { http } = fakeHttp((id) => (id === 'config.copyright' ? { text: '©', year } : null));
    const client = createAppQueryClient(http);
    await client.fetchQuery(endpointQuery('config.copyright'));
    year = 2026;
    const write = new MutationObserver(
      client,
      endpointMutation('notices.sync', { invalidates: ['config.copyright'] }),
    );
    await write.mutate({ body: { ids: [1] } });
    expect(client.getQueryState(endpointQuery('config.copyright').queryKey)?.isInvalidated).toBe(
      true,
    );
  });

  it('mark a write that shows its own error, so no toast is shown for it', () => {
    expect(endpointMutation('auth.signIn', { errorToast: false }).meta).toEqual({
      invalidates: [],
      errorToast: false,
    });
    expect(endpointMutation('wallet.setCurrency').meta?.errorToast).toBe(true);
  });
});
