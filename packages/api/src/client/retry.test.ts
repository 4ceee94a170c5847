import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiHttpError } from './errors';
import { makeClient, rejection } from './test-client';
import { sendData, sendJson, startServer, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const WITHDRAW = {
  body: { channel_id: 1, amount: '25', currency: 'USDT', bank_password: '123456', address: 'TXYZ' },
};
const WITHDRAW_ORDER = {
  order_id: 'W1',
  status: 0,
  amount: '25',
  service_fee: '1',
  network_fee: '0',
  net_amount: '24',
};

// The test client's 300 ms timeout covers every attempt (ky counts retries in it), which a busy CI
// machine can use up before the last retry: tests that count attempts give them room.
const ROOM_FOR_RETRIES = { timeoutMs: 10_000 } as const;

describe('retry policy against a real server', () => {
  it.each([500, 502, 503, 504])(
    'retries a GET on %i three times, then reports it',
    async (status) => {
      server = await startServer((_req, res) =>
        sendJson(res, status, { code: status, msg: 'down for maintenance', data: null }),
      );
      const { api } = makeClient(server.url, undefined, ROOM_FOR_RETRIES);
      const error = await rejection(api.call('profile.vipLevels'));
      expect(server.requests).toHaveLength(4);
      expect(error).toBeInstanceOf(ApiHttpError);
      expect(error).toMatchObject({
        kind: 'HTTP_ERROR',
        status,
        msg: 'down for maintenance',
        messageKey: 'errors.serverError',
      });
    },
  );

  it.each([400, 401, 403, 404, 422])('never retries %i', async (status) => {
    server = await startServer((_req, res) =>
      sendJson(res, status, { code: status, msg: '', data: null }),
    );
    const { api } = makeClient(server.url);
    const error = await rejection(
      api.call('verification.regEmail', { query: { email: 'a@example.com' } }),
    );
    expect(server.requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status, msg: null });
  });

  it('recovers when a retry succeeds', async () => {
    let calls = 0;
    server = await startServer((_req, res) => {
      calls += 1;
      if (calls < 3) sendJson(res, 502, {});
      else sendData(res, []);
    });
    const { api } = makeClient(server.url, undefined, ROOM_FOR_RETRIES);
    await expect(api.call('profile.vipLevels')).resolves.toEqual([]);
    expect(server.requests).toHaveLength(3);
  });

  it('waits the backoff of each attempt', async () => {
    server = await startServer((_req, res) => sendJson(res, 500, {}));
    const attempts: number[] = [];
    const { api } = makeClient(
      server.url,
      {},
      { ...ROOM_FOR_RETRIES, backoff: (n) => (attempts.push(n), 1) },
    );
    await rejection(api.call('profile.vipLevels'));
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('does not retry a plain POST', async () => {
    server = await startServer((_req, res) => sendJson(res, 503, {}));
    const { api } = makeClient(server.url);
    await rejection(
      api.profile.changePassword({
        body: {
          old_password: 'old-pass1',
          new_password: 'new-pass1',
          confirm_password: 'new-pass1',
        },
      }),
    );
    expect(server.requests).toHaveLength(1);
  });

  it('retries a money-moving POST with the same Idempotency-Key', async () => {
    let calls = 0;
    server = await startServer((_req, res) => {
      calls += 1;
      if (calls < 3) sendJson(res, 503, {});
      else sendData(res, WITHDRAW_ORDER);
    });
    const { api } = makeClient(server.url);
    await expect(api.wallet.withdraw(WITHDRAW)).resolves.toMatchObject({
      order_id: 'W1',
      net_amount: '24',
    });
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.requests.every((r) => r.body === server?.requests[0]?.body)).toBe(true);
  });

  it('gives each logical money-moving call its own key', async () => {
    server = await startServer((_req, res) => sendData(res, WITHDRAW_ORDER));
    let n = 0;
    const { api } = makeClient(server.url, {}, { idempotencyKey: () => `key-${(n += 1)}` });
    await api.wallet.withdraw(WITHDRAW);
    await api.wallet.withdraw(WITHDRAW);
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['key-1', 'key-2']);
  });

  it('times out a hanging server after the retries: TIMEOUT_ERROR', async () => {
    server = await startServer(() => undefined);
    const { api } = makeClient(server.url, {}, { timeoutMs: 80 });
    const started = Date.now();
    const error = await rejection(api.call('profile.vipLevels'));
    expect(error).toMatchObject({ kind: 'TIMEOUT_ERROR', messageKey: 'errors.requestTimeout' });
    expect(server.requests).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 80);
  });

  it('does not retry a timed-out plain POST', async () => {
    server = await startServer(() => undefined);
    const { api } = makeClient(server.url, {}, { timeoutMs: 80 });
    const error = await rejection(api.notices.sync({ body: { ids: [1] } }));
    expect(error).toMatchObject({ kind: 'TIMEOUT_ERROR' });
    expect(server.requests).toHaveLength(1);
  });

  it('reports a refused connection as FETCH_ERROR after the retries', async () => {
    const port = await freePort();
    const attempts: number[] = [];
    const { api } = makeClient(
      `http://127.0.0.1:${port}`,
      {},
      { backoff: (n) => (attempts.push(n), 1) },
    );
    const error = await rejection(api.call('profile.vipLevels'));
    expect(error).toMatchObject({ kind: 'FETCH_ERROR', messageKey: 'errors.fetchError' });
    expect(attempts).toEqual([1, 2, 3]);
  });
});

/** A port nothing listens on: bound, read, released. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
