import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startTestServer, type TestServer } from './test-server';
import { createTransport, type Transport } from './transport';

let server: TestServer;
let transport: Transport | undefined;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  transport?.shut();
  await server.close();
});

function handlers() {
  return { onOpen: vi.fn(), onEnd: vi.fn(), onData: vi.fn() };
}

describe('createTransport', () => {
  it('opens the given url and passes text frames through', async () => {
    const on = handlers();
    transport = createTransport(WebSocket, on);
    transport.open(`ws://${server.host}/wss-new?token=t`);
    await vi.waitFor(() => expect(on.onOpen).toHaveBeenCalledTimes(1));
    expect(server.requests).toEqual(['/wss-new?token=t']);
    server.latest().send('hello');
    await vi.waitFor(() => expect(on.onData).toHaveBeenCalledWith('hello'));
  });

  it('reports the end of a dropped connection and does not retry by itself', async () => {
    const on = handlers();
    transport = createTransport(WebSocket, on);
    transport.open(`ws://${server.host}/wss-new`);
    await vi.waitFor(() => expect(on.onOpen).toHaveBeenCalledTimes(1));
    server.latest().terminate();
    await vi.waitFor(() => expect(on.onEnd).toHaveBeenCalled());
    await sleep(100);
    expect(server.requests).toHaveLength(1);
  });

  it('drops data sent before the connection opens (no queue)', async () => {
    const on = handlers();
    transport = createTransport(WebSocket, on);
    expect(transport.send('too early')).toBe(false);
    transport.open(`ws://${server.host}/wss-new`);
    expect(transport.send('still too early')).toBe(false);
    await vi.waitFor(() => expect(on.onOpen).toHaveBeenCalledTimes(1));
    expect(transport.send('on time')).toBe(true);
    await vi.waitFor(() => expect(server.received).toEqual(['on time']));
  });
});
