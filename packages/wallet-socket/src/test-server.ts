// Test helper (not built, not exported): a real `ws` server on 127.0.0.1 with a random port.
import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

export interface TestServer {
  /** `127.0.0.1:<port>`, as `location.host` would say. */
  readonly host: string;
  /** Request URLs of every upgrade request, accepted or refused, in order. */
  readonly requests: string[];
  /** Sockets of accepted connections, in order. */
  readonly clients: WebSocket[];
  /** Text frames the clients sent. */
  readonly received: string[];
  /** While true, upgrade requests are answered 401, so the attempt fails before opening. */
  refuse: boolean;
  /** The most recent accepted socket. */
  latest(): WebSocket;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const requests: string[] = [];
  const clients: WebSocket[] = [];
  const received: string[] = [];
  const state = { refuse: false };
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (info: { req: IncomingMessage }, done: (ok: boolean, code?: number) => void) => {
      requests.push(info.req.url ?? '');
      done(!state.refuse, 401);
    },
  });
  wss.on('connection', (socket) => {
    clients.push(socket);
    socket.on('message', (data) => received.push(String(data)));
  });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  const address = wss.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');

  return {
    host: `127.0.0.1:${address.port}`,
    requests,
    clients,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    latest() {
      const socket = clients.at(-1);
      if (!socket) throw new Error('no client has connected');
      return socket;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        wss.close(() => resolve());
      }),
  };
}
