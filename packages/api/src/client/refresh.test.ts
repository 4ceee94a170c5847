import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER, makeClient, rejection } from './test-client';
import {
  sendData,
  sendJson,
  startServer,
  type RecordedRequest,
  type TestServer,
} from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * The shared test client times out after 300 ms, which a loaded CI machine exceeds with 20 calls
 * in flight: the transport then retries (correctly) and the exact counts here would be off.
 */
const sessionClient = (url: string) => makeClient(url, undefined, { timeoutMs: 10_000 });

const REFRESH = '/api/v1/refresh/token';
const INFO = '/api/v1/member/info';

/** Accepts only `Bearer new-token`; the refresh call answers with `refresh`. */
function sessionServer(refresh: (req: RecordedRequest, res: ServerResponse) => void) {
  return startServer(async (req, res) => {
    if (req.url.pathname === REFRESH) {
      // Slow enough that all concurrent 401s arrive while the refresh is in flight.
      await new Promise((resolve) => setTimeout(resolve, 30));
      refresh(req, res);
    } else if (req.headers.authorization === 'Bearer new-token') {
      sendData(res, MEMBER);
    } else {
      sendJson(res, 401, { code: 401, msg: 'token expired', data: null });
    }
  });
}

describe('401: single-flight refresh and replay', () => {
  it('10 concurrent 401s make exactly 1 refresh call; all 10 replay and succeed', async () => {
    server = await sessionServer((_req, res) =>
      sendData(res, { token: 'new-token', fresh_token: 'refresh-2' }),
    );
    const { api, tokens, seen } = sessionClient(server.url);
    const results = await Promise.all(Array.from({ length: 10 }, () => api.profile.info()));
    expect(results.map((r) => r.id)).toEqual(Array(10).fill(42));
    expect(server.hits(REFRESH)).toHaveLength(1);
    expect(server.hits(REFRESH)[0]?.headers.authorization).toBe('Bearer refresh-1');
    // Each call is sent twice: once with the old token (401), once replayed with the new one.
    const infoHits = server.hits(INFO);
    const byToken = (token: string) =>
      infoHits.filter((hit) => hit.headers.authorization === `Bearer ${token}`).length;
    expect(byToken('old-token')).toBe(10);
    expect(byToken('new-token')).toBe(10);
    expect(await tokens.getToken()).toBe('new-token');
    expect(await tokens.getRefreshToken()).toBe('refresh-2');
    expect(seen.refreshed).toEqual([{ rotated: true }]);
    expect(seen.unauthorized).toEqual([]);
  });

  it('keeps the refresh token when the server does not rotate it', async () => {
    server = await sessionServer((_req, res) => sendData(res, { token: 'new-token' }));
    const { api, tokens, seen } = sessionClient(server.url);
    await api.profile.info();
    expect(await tokens.getRefreshToken()).toBe('refresh-1');
    expect(seen.refreshed).toEqual([{ rotated: false }]);
  });

  it('replays a money-moving call with its Idempotency-Key after the refresh', async () => {
    server = await startServer((req, res) => {
      if (req.url.pathname === REFRESH) sendData(res, { token: 'new-token' });
      else if (req.headers.authorization !== 'Bearer new-token') sendJson(res, 401, {});
      else sendData(res, { reward: '1', currency: 'USDT', balance: '11' });
    });
    const { api } = sessionClient(server.url);
    await expect(api.activities.claimCheckIn()).resolves.toEqual({
      reward: '1',
      currency: 'USDT',
      balance: '11',
    });
    const keys = server
      .hits('/activities/api/v1/benefit/check_in')
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a failed refresh emits unauthorized once, clears nothing, and every call rejects', async () => {
    server = await sessionServer((_req, res) =>
      sendJson(res, 401, { code: 401, msg: 'refresh expired', data: null }),
    );
    const { api, tokens, seen } = sessionClient(server.url);
    const errors = await Promise.all(
      Array.from({ length: 10 }, () => rejection(api.profile.info())),
    );
    for (const error of errors) {
      expect(error).toMatchObject({
        kind: 'HTTP_ERROR',
        status: 401,
        messageKey: 'errors.unauthorized',
      });
    }
    expect(server.hits(REFRESH)).toHaveLength(1);
    expect(seen.unauthorized).toEqual([{ endpointId: 'profile.info', reason: 'refresh-failed' }]);
    expect(await tokens.getToken()).toBe('old-token');
    expect(await tokens.getRefreshToken()).toBe('refresh-1');

    // A later 401 for the same dead token neither refreshes again nor repeats the event.
    await rejection(api.profile.info());
    expect(server.hits(REFRESH)).toHaveLength(1);
    expect(seen.unauthorized).toHaveLength(1);
  });

  it('a refresh answer that is not the schema counts as a failed refresh', async () => {
    server = await sessionServer((_req, res) => sendData(res, { nope: true }));
    const { api, seen } = sessionClient(server.url);
    await rejection(api.profile.info());
    expect(seen.unauthorized).toEqual([{ endpointId: 'profile.info', reason: 'refresh-failed' }]);
  });

  it('without a refresh token it emits unauthorized and makes no refresh call', async () => {
    server = await sessionServer((_req, res) => sendData(res, { token: 'new-token' }));
    const { api, seen } = makeClient(server.url, { token: 'old-token', refreshToken: null });
    await rejection(api.profile.info());
    expect(server.hits(REFRESH)).toHaveLength(0);
    expect(seen.unauthorized).toEqual([{ endpointId: 'profile.info', reason: 'no-refresh-token' }]);
  });

  it('without a session it emits unauthorized (no-session) and does not refresh', async () => {
    server = await sessionServer((_req, res) => sendData(res, { token: 'new-token' }));
    const { api, seen } = makeClient(server.url, {});
    await rejection(api.profile.info());
    expect(server.hits(REFRESH)).toHaveLength(0);
    expect(seen.unauthorized).toEqual([{ endpointId: 'profile.info', reason: 'no-session' }]);
  });

  it('a 401 on the replay emits unauthorized (replay-rejected) and is not replayed again', async () => {
    server = await startServer((req, res) => {
      if (req.url.pathname === REFRESH) sendData(res, { token: 'still-bad' });
      else sendJson(res, 401, {});
    });
    const { api, seen } = sessionClient(server.url);
    await rejection(api.profile.info());
    expect(server.hits(INFO)).toHaveLength(2);
    expect(seen.unauthorized).toEqual([{ endpointId: 'profile.info', reason: 'replay-rejected' }]);
  });

  it('a 401 on a sign-in call is a wrong password, not an expired session', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 401, { code: 401, msg: 'wrong password', data: null }),
    );
    const { api, seen } = sessionClient(server.url);
    const error = await rejection(
      api.auth.signIn({ body: { account: 'a@example.com', password: 'x' } }),
    );
    expect(error).toMatchObject({ status: 401, msg: 'wrong password' });
    expect(server.hits(REFRESH)).toHaveLength(0);
    expect(seen.unauthorized).toEqual([]);
  });
});
