// Test support: a real HTTP server on 127.0.0.1 that counts requests and the in-flight peak.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { status: number; body: string; delayMs?: number };
export type Route = (path: string, hit: number) => Reply;

export type TestServer = {
  readonly baseUrl: string;
  /** Requests received per path. */
  readonly hits: Map<string, number>;
  readonly total: () => number;
  readonly peak: () => number;
  readonly close: () => Promise<void>;
};

export async function startServer(route: Route): Promise<TestServer> {
  const hits = new Map<string, number>();
  let inFlight = 0;
  let peak = 0;
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    const hit = (hits.get(path) ?? 0) + 1;
    hits.set(path, hit);
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    const reply = route(path, hit);
    setTimeout(() => {
      inFlight -= 1;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body);
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/locales`,
    hits,
    total: () => [...hits.values()].reduce((a, b) => a + b, 0),
    peak: () => peak,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
