import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiInvalidInputError } from './errors';
import { MEMBER, makeClient, rejection } from './test-client';
import { sendData, startServer, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createApiClient: requests and headers', () => {
  it('sends language, bearer token and uid, and returns parsed data', async () => {
    server = await startServer((_req, res) => sendData(res, MEMBER));
    const { api } = makeClient(server.url);
    const info = await api.call('profile.info');
    expect(info.nickname).toBe('lucky-player');
    const [request] = server.requests;
    expect(request?.url.pathname).toBe('/api/v1/member/info');
    expect(request?.headers['accept-language']).toBe('pt');
    expect(request?.headers.authorization).toBe('Bearer old-token');
    expect(request?.headers.uid).toBe('42');
    expect(request?.headers.platform).toBeUndefined();
    expect(request?.headers['idempotency-key']).toBeUndefined();
  });

  it('sends platform 1 and no session headers on sign-in', async () => {
    server = await startServer((_req, res) =>
      sendData(res, { token: 't', fresh_token: 'f', uid: 7, role: 3 }),
    );
    const { api } = makeClient(server.url);
    const session = await api.auth.signIn({
      body: { account: 'player@example.com', password: 'secret12' },
    });
    expect(session).toEqual({ token: 't', fresh_token: 'f', uid: 7, role: 3 });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/v1/sign_in/');
    expect(request?.headers.platform).toBe('1');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers.uid).toBeUndefined();
    expect(JSON.parse(request?.body ?? '')).toEqual({
      account: 'player@example.com',
      password: 'secret12',
    });
  });

  it('builds service prefix, path params and query from the descriptor', async () => {
    server = await startServer((_req, res) => sendData(res, { list: [], total: 0 }));
    const { api } = makeClient(server.url);
    await api.sports.matches({
      params: { game: 'bd' },
      query: { start: 20, limit: 10, timestamp: 1_700_000_000 },
    });
    const url = server.requests[0]?.url;
    expect(url?.pathname).toBe('/sports/api/v1/bd');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      start: '20',
      limit: '10',
      timestamp: '1700000000',
    });
  });

  it('sends the caller headers a descriptor declares (non-login chat token)', async () => {
    server = await startServer((_req, res) =>
      sendData(res, { token: 't', chat_id: 'c1', url: 'https://chat.example.com' }),
    );
    const { api } = makeClient(server.url);
    const headers = { secret: 'ab'.repeat(16), time: '1700000000' };
    await api.chat.guestToken({ headers });
    expect(server.requests[0]?.headers).toMatchObject(headers);
    expect(server.requests[0]?.url.pathname).toBe('/otherChat/otherChatToken/getNonLoginToken');
    await expect(
      api.chat.guestToken({ headers: { ...headers, secret: 'not hex' }, body: {} }),
    ).rejects.toMatchObject({
      kind: 'INVALID_INPUT',
      part: 'headers',
    });
  });

  it('sends the language the app has at call time', async () => {
    server = await startServer((_req, res) => sendData(res, []));
    let language = 'pt';
    const { api } = makeClient(server.url, {}, { language: () => language });
    await api.call('profile.vipLevels');
    language = 'en';
    await api.call('profile.vipLevels');
    expect(server.requests.map((r) => r.headers['accept-language'])).toEqual(['pt', 'en']);
  });

  it('rejects bad input with INVALID_INPUT and sends nothing', async () => {
    server = await startServer((_req, res) => sendData(res, null));
    const { api, seen } = makeClient(server.url);
    const error = await rejection(api.profile.setNickname({ body: { nickname: 'abc' } }));
    expect(error).toBeInstanceOf(ApiInvalidInputError);
    expect(error).toMatchObject({
      kind: 'INVALID_INPUT',
      part: 'body',
      messageKey: 'validation.nicknameTooShort',
    });
    expect(server.requests).toHaveLength(0);
    expect(seen['request-error']).toHaveLength(1);
  });

  it('safeCall returns a Result instead of throwing', async () => {
    server = await startServer((_req, res) => sendData(res, MEMBER));
    const { api } = makeClient(server.url);
    const ok = await api.safeCall('profile.info');
    expect(ok.ok && ok.data.id).toBe(42);
    const bad = await api.safeCall('sports.matches', {
      params: { game: 'soccer' },
      query: { limit: 0 },
    });
    expect(bad.ok ? null : bad.error.kind).toBe('INVALID_INPUT');
  });

  it('refuses an unknown endpoint id with a typed error', async () => {
    server = await startServer((_req, res) => sendData(res, null));
    const { api } = makeClient(server.url);
    const call = api.call as (id: string) => Promise<unknown>;
    await expect(call('nope.nothing')).rejects.toMatchObject({ kind: 'FETCH_ERROR' });
  });

  it('an aborted call is a FETCH_ERROR and is not retried', async () => {
    const hanging = await startServer(() => undefined);
    server = hanging;
    const { api } = makeClient(hanging.url, {}, { timeoutMs: 5000 });
    const controller = new AbortController();
    const pending = api.call('profile.vipLevels', { signal: controller.signal });
    // Abort once the server holds the request (a fixed delay races a loaded machine).
    await vi.waitFor(() => expect(hanging.requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'FETCH_ERROR' });
    expect(hanging.requests).toHaveLength(1);
  });

  it('rejects invalid options at creation', () => {
    expect(() => makeClient('http://127.0.0.1:1', {}, { timeoutMs: 0 })).toThrow(RangeError);
    expect(() => makeClient('http://127.0.0.1:1', {}, { retries: -1 })).toThrow(RangeError);
  });
});
