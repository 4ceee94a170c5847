import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_RECONNECT_ATTEMPTS } from './reconnect-policy';
import {
  createHarness,
  recordStatuses,
  waitForRetry,
  waitForStatus,
  type Harness,
} from './test-harness';
import type { WalletSocket } from './types';
import { createWalletSocket } from './wallet-socket';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.dispose();
});

async function connectedSocket(token: () => string | null = () => 'token-1') {
  const socket = h.socket({ token });
  const gaveUp: number[] = [];
  socket.on('gave-up', ({ attempts }) => gaveUp.push(attempts));
  socket.connect();
  await waitForStatus(socket, 'connected');
  return { socket, gaveUp };
}

/** Fires the pending retry, which the refusing server fails, and waits for the next retry. */
async function failRetry() {
  h.scheduler.fire();
  await waitForRetry(h.scheduler);
}

/** Drives the socket through every attempt until it gives up. */
async function exhaustRetries(socket: WalletSocket) {
  h.server.refuse = true;
  h.server.latest().terminate();
  await waitForRetry(h.scheduler);
  for (let attempt = 1; attempt < MAX_RECONNECT_ATTEMPTS; attempt += 1) await failRetry();
  h.scheduler.fire();
  await waitForStatus(socket, 'disconnected');
  await sleep(20);
}

describe('reconnect policy (spec section 4)', () => {
  it('after a server drop, retries with delays 1000, 2000, 3000, 4000, 5000 ms, then gives up', async () => {
    const { socket, gaveUp } = await connectedSocket();
    await exhaustRetries(socket);
    expect(h.scheduler.delays).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(h.server.requests).toHaveLength(1 + MAX_RECONNECT_ATTEMPTS);
    expect(h.scheduler.pending()).toEqual([]);
    expect(socket.getStatus()).toBe('disconnected');
    expect(gaveUp).toEqual([5]);
    expect(h.logger.error).toHaveBeenCalledWith(expect.stringMatching(/gave up after 5/));
  });

  it('stays given up: no further attempts without reconnect()', async () => {
    const { socket } = await connectedSocket();
    await exhaustRetries(socket);
    h.server.refuse = false;
    await sleep(100);
    expect(h.server.requests).toHaveLength(1 + MAX_RECONNECT_ATTEMPTS);
    expect(socket.getStatus()).toBe('disconnected');
  });

  it('applies the same policy when the very first connection fails', async () => {
    h.server.refuse = true;
    const socket = h.socket();
    const gaveUp: number[] = [];
    socket.on('gave-up', ({ attempts }) => gaveUp.push(attempts));
    socket.connect();
    await waitForRetry(h.scheduler);
    for (let attempt = 1; attempt < MAX_RECONNECT_ATTEMPTS; attempt += 1) await failRetry();
    h.scheduler.fire();
    await vi.waitFor(() => expect(gaveUp).toHaveLength(1));
    expect(h.scheduler.delays).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(gaveUp).toEqual([5]);
  });

  it('resets the attempt count after a successful open', async () => {
    const { socket } = await connectedSocket();
    h.server.refuse = true;
    h.server.latest().terminate();
    await waitForRetry(h.scheduler);
    await failRetry();
    await failRetry();
    h.server.refuse = false;
    h.scheduler.fire();
    await waitForStatus(socket, 'connected');
    h.server.latest().terminate();
    await waitForRetry(h.scheduler);
    expect(h.scheduler.delays).toEqual([1000, 2000, 3000, 1000]);
  });

  it('reconnect() after giving up connects again with a fresh count and the current token', async () => {
    let token = 'old token';
    const { socket } = await connectedSocket(() => token);
    await exhaustRetries(socket);
    h.server.refuse = false;
    token = 'new token';
    const statuses = recordStatuses(socket);
    expect(socket.reconnect()).toBe('connecting');
    await waitForStatus(socket, 'connected');
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(h.server.requests.at(-1)).toBe('/wss-new?token=new%20token');
    h.server.latest().terminate();
    await waitForRetry(h.scheduler);
    expect(h.scheduler.delays.at(-1)).toBe(1000);
  });

  it('reconnect() while connected replaces the connection without scheduling a retry', async () => {
    const { socket } = await connectedSocket();
    const first = h.server.latest();
    const statuses = recordStatuses(socket);
    socket.reconnect();
    await waitForStatus(socket, 'connected');
    expect(h.server.clients).toHaveLength(2);
    await vi.waitFor(() => expect(first.readyState).toBe(first.CLOSED));
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected']);
    expect(h.scheduler.delays).toEqual([]);
  });

  it('connect() during a retry wait connects at once and cancels the wait', async () => {
    const { socket } = await connectedSocket();
    h.server.latest().terminate();
    await waitForRetry(h.scheduler);
    expect(socket.connect()).toBe('connecting');
    expect(h.scheduler.pending()).toEqual([]);
    await waitForStatus(socket, 'connected');
    expect(h.server.requests).toHaveLength(2);
  });

  it('updateToken() reconnects with the new token, and disconnects when it is gone', async () => {
    let token: string | null = 'first';
    const { socket } = await connectedSocket(() => token);
    token = 'second';
    socket.updateToken();
    await waitForStatus(socket, 'connected');
    expect(h.server.requests).toEqual(['/wss-new?token=first', '/wss-new?token=second']);
    token = null;
    expect(socket.updateToken()).toBe('disconnected');
    await sleep(50);
    expect(h.server.requests).toHaveLength(2);
    expect(h.scheduler.pending()).toEqual([]);
  });

  it('a retry that finds no token stops without connecting', async () => {
    let token: string | null = 'first';
    const { socket } = await connectedSocket(() => token);
    h.server.latest().terminate();
    await waitForRetry(h.scheduler);
    token = null;
    h.scheduler.fire();
    expect(socket.getStatus()).toBe('disconnected');
    await sleep(50);
    expect(h.server.requests).toHaveLength(1);
    expect(h.scheduler.pending()).toEqual([]);
  });

  it('with the default scheduler, waits about 1 s of real time before the first retry', async () => {
    const socket = createWalletSocket({
      token: () => 'real-time',
      location: { protocol: 'http:', host: h.server.host },
      WebSocket,
      logger: h.logger,
    });
    try {
      socket.connect();
      await waitForStatus(socket, 'connected');
      const droppedAt = performance.now();
      h.server.latest().terminate();
      await waitForStatus(socket, 'disconnected');
      await new Promise((resolve) =>
        socket.subscribe((status) => status === 'connecting' && resolve(status)),
      );
      const waited = performance.now() - droppedAt;
      expect(waited).toBeGreaterThanOrEqual(995);
      expect(waited).toBeLessThan(1900); // the next policy step would be 2000
      await waitForStatus(socket, 'connected');
    } finally {
      socket.close();
    }
  });
});
