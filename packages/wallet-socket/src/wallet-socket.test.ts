import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { WalletSocketConfigError } from './errors';
import { createHarness, recordStatuses, waitForStatus, type Harness } from './test-harness';
import type { WalletSocketEvents } from './types';
import { createWalletSocket } from './wallet-socket';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.dispose();
});

describe('connecting', () => {
  it('starts disconnected and does not connect by itself', async () => {
    const socket = h.socket();
    await sleep(50);
    expect(socket.getStatus()).toBe('disconnected');
    expect(h.server.requests).toEqual([]);
  });

  it.each([null, undefined, '', '   '])(
    'connect() without a token (%j) is a no-op',
    async (token) => {
      const socket = h.socket({ token: () => token });
      expect(socket.connect()).toBe('disconnected');
      await sleep(50);
      expect(socket.getStatus()).toBe('disconnected');
      expect(h.server.requests).toEqual([]);
      expect(h.scheduler.pending()).toEqual([]);
    },
  );

  it('connects to /wss-new with the url-encoded token once a token exists', async () => {
    let token: string | null = null;
    const socket = h.socket({ token: () => token });
    socket.connect();
    token = 'a b&c=d/é';
    expect(socket.connect()).toBe('connecting');
    await waitForStatus(socket, 'connected');
    expect(h.server.requests).toEqual(['/wss-new?token=a%20b%26c%3Dd%2F%C3%A9']);
  });

  it('connect() while connecting or connected opens no second connection', async () => {
    const socket = h.socket();
    socket.connect();
    expect(socket.connect()).toBe('connecting');
    await waitForStatus(socket, 'connected');
    expect(socket.connect()).toBe('connected');
    await sleep(50);
    expect(h.server.requests).toHaveLength(1);
  });

  it.each([
    ['http:', 'ws:'],
    ['https:', 'wss:'],
  ])('a %s page uses %s on the page host', async (protocol, scheme) => {
    const urls: string[] = [];
    class RecordingWebSocket extends WebSocket {
      constructor(url: string) {
        urls.push(url);
        super(url);
      }
    }
    const location = { protocol, host: h.server.host };
    const socket = h.socket({ location, WebSocket: RecordingWebSocket });
    socket.connect();
    await vi.waitFor(() => expect(urls).toHaveLength(1));
    expect(urls[0]).toBe(`${scheme}//${h.server.host}/wss-new?token=token-1`);
  });

  it('a throwing token getter is logged and leaves the socket disconnected', () => {
    const failure = new Error('storage locked');
    const socket = h.socket({
      token: () => {
        throw failure;
      },
    });
    expect(socket.connect()).toBe('disconnected');
    expect(h.logger.error).toHaveBeenCalledWith(expect.stringMatching(/token getter/), failure);
  });
});

describe('messages', () => {
  async function connected() {
    const socket = h.socket();
    const seen: Partial<Record<keyof WalletSocketEvents, unknown[]>> = {};
    for (const type of ['message', 'withdraw', 'recharge', 'settle', 'transfer'] as const) {
      seen[type] = [];
      socket.on(type, (payload) => seen[type]?.push(payload));
    }
    socket.connect();
    await waitForStatus(socket, 'connected');
    return { socket, seen };
  }

  it('delivers WITHDRAW and RECHARGE as typed events with their balance', async () => {
    const { seen } = await connected();
    h.server.latest().send(JSON.stringify({ notifyType: 'RECHARGE', balance: 12.5 }));
    h.server.latest().send(JSON.stringify({ notifyType: 'WITHDRAW', balance: '3.40', id: 7 }));
    await vi.waitFor(() => expect(seen.message).toHaveLength(2));
    expect(seen.message).toEqual([
      { notifyType: 'RECHARGE', balance: 12.5 },
      { notifyType: 'WITHDRAW', balance: '3.40', id: 7 },
    ]);
    expect(seen.recharge).toEqual([{ notifyType: 'RECHARGE', balance: 12.5 }]);
    expect(seen.withdraw).toEqual([{ notifyType: 'WITHDRAW', balance: '3.40', id: 7 }]);
  });

  it('delivers SETTLE as its own event, never as a recharge', async () => {
    const { seen } = await connected();
    h.server.latest().send(JSON.stringify({ notifyType: 'SETTLE', balance: 20 }));
    await vi.waitFor(() => expect(seen.settle).toHaveLength(1));
    expect(seen.settle).toEqual([{ notifyType: 'SETTLE', balance: 20 }]);
    expect(seen.recharge).toEqual([]);
    expect(seen.withdraw).toEqual([]);
  });

  it('delivers TRANSFER (money into or out of a game wallet) as its own event', async () => {
    const { seen } = await connected();
    h.server.latest().send(JSON.stringify({ notifyType: 'TRANSFER', balance: '7.25' }));
    await vi.waitFor(() => expect(seen.transfer).toHaveLength(1));
    expect(seen.transfer).toEqual([{ notifyType: 'TRANSFER', balance: '7.25' }]);
    expect(seen.message).toEqual([{ notifyType: 'TRANSFER', balance: '7.25' }]);
    expect(seen.recharge).toEqual([]);
    expect(seen.settle).toEqual([]);
  });

  it('logs and ignores unparseable and schema-invalid messages, then keeps going', async () => {
    const { socket, seen } = await connected();
    const server = h.server.latest();
    server.send('not json');
    server.send(JSON.stringify({ notifyType: 'BONUS', balance: 1 }));
    server.send(JSON.stringify({ notifyType: 'RECHARGE' }));
    server.send(Buffer.from([1, 2, 3]));
    server.send(JSON.stringify({ notifyType: 'RECHARGE', balance: 1 }));
    await vi.waitFor(() => expect(seen.message).toHaveLength(1));
    expect(seen.message).toEqual([{ notifyType: 'RECHARGE', balance: 1 }]);
    expect(h.logger.warn).toHaveBeenCalledTimes(4);
    expect(h.logger.warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/not JSON/),
      expect.stringMatching(/notifyType/),
      expect.stringMatching(/balance/),
      expect.stringMatching(/binary/),
    ]);
    expect(socket.getStatus()).toBe('connected');
  });

  it('a throwing listener is logged and the other listeners still get the message', async () => {
    const { socket, seen } = await connected();
    const failure = new Error('listener bug');
    socket.on('message', () => {
      throw failure;
    });
    const after = vi.fn();
    socket.on('message', after);
    h.server.latest().send(JSON.stringify({ notifyType: 'RECHARGE', balance: 2 }));
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1));
    expect(seen.recharge).toHaveLength(1);
    expect(h.logger.error).toHaveBeenCalledWith(expect.stringMatching(/message listener/), failure);
  });

  it('on() returns an unsubscribe', async () => {
    const { socket } = await connected();
    const listener = vi.fn();
    const off = socket.on('recharge', listener);
    off();
    h.server.latest().send(JSON.stringify({ notifyType: 'RECHARGE', balance: 2 }));
    await sleep(50);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('status', () => {
  it('reports transitions in order and stops after unsubscribe', async () => {
    const socket = h.socket();
    const seen = recordStatuses(socket);
    const late: string[] = [];
    const off = socket.subscribe((status) => late.push(status));
    socket.connect();
    await waitForStatus(socket, 'connected');
    off();
    h.server.latest().terminate();
    await waitForStatus(socket, 'disconnected');
    h.scheduler.fire();
    await waitForStatus(socket, 'connected');
    socket.close();
    expect(seen).toEqual([
      'connecting',
      'connected',
      'disconnected',
      'connecting',
      'connected',
      'disconnected',
    ]);
    expect(late).toEqual(['connecting', 'connected']);
  });
});

describe('close()', () => {
  it('disconnects, closes the server side and never reconnects', async () => {
    const socket = h.socket();
    socket.connect();
    await waitForStatus(socket, 'connected');
    const serverSide = h.server.latest();
    const serverClosed = new Promise((resolve) => serverSide.once('close', resolve));
    socket.close();
    expect(socket.getStatus()).toBe('disconnected');
    await serverClosed;
    await sleep(50);
    expect(h.scheduler.pending()).toEqual([]);
    expect(h.server.requests).toHaveLength(1);
  });

  it('cancels a pending retry', async () => {
    const socket = h.socket();
    socket.connect();
    await waitForStatus(socket, 'connected');
    h.server.latest().terminate();
    await vi.waitFor(() => expect(h.scheduler.pending()).toEqual([1000]));
    socket.close();
    expect(h.scheduler.pending()).toEqual([]);
    expect(socket.getStatus()).toBe('disconnected');
  });

  it('cancels an attempt in flight', async () => {
    const socket = h.socket();
    socket.connect();
    socket.close();
    await sleep(100);
    expect(socket.getStatus()).toBe('disconnected');
    expect(h.server.clients.filter((client) => client.readyState === client.OPEN)).toEqual([]);
    expect(h.scheduler.pending()).toEqual([]);
  });
});

describe('send() has no queue', () => {
  it('drops data while not connected and sends it while connected', async () => {
    const socket = h.socket();
    expect(socket.send('before connect')).toBe(false);
    socket.connect();
    expect(socket.send('while connecting')).toBe(false);
    await waitForStatus(socket, 'connected');
    h.server.latest().terminate();
    await waitForStatus(socket, 'disconnected');
    expect(socket.send('while disconnected')).toBe(false);
    h.scheduler.fire();
    await waitForStatus(socket, 'connected');
    expect(socket.send('live')).toBe(true);
    await vi.waitFor(() => expect(h.server.received).toEqual(['live']));
    await sleep(50);
    expect(h.server.received).toEqual(['live']);
  });

  it('drops data after close() without console noise', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const socket = h.socket();
      socket.connect();
      await waitForStatus(socket, 'connected');
      socket.close();
      expect(socket.send('after close')).toBe(false);
      socket.reconnect();
      await waitForStatus(socket, 'connected');
      await sleep(50);
      expect(h.server.received).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('options', () => {
  const location = { protocol: 'https:', host: 'bet.test' };

  it('needs a location outside a browser', () => {
    expect(() => createWalletSocket({ token: () => 't', WebSocket })).toThrow(
      WalletSocketConfigError,
    );
  });

  it('rejects a malformed host', () => {
    const bad = { protocol: 'https:', host: 'bet.test/x' };
    expect(() => createWalletSocket({ token: () => 't', location: bad, WebSocket })).toThrow(
      /location\.host/,
    );
  });

  it('needs a WebSocket implementation where there is no global one', () => {
    vi.stubGlobal('WebSocket', undefined);
    try {
      expect(() => createWalletSocket({ token: () => 't', location })).toThrow(/WebSocket/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses the page location and WebSocket globals by default', () => {
    vi.stubGlobal('location', location);
    vi.stubGlobal('WebSocket', WebSocket);
    try {
      expect(createWalletSocket({ token: () => null }).getStatus()).toBe('disconnected');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('needs a token getter', () => {
    const options = { token: 'abc', location, WebSocket } as unknown as Parameters<
      typeof createWalletSocket
    >[0];
    expect(() => createWalletSocket(options)).toThrow(/options\.token/);
  });
});
