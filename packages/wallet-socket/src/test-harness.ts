// Test helper (not built, not exported): one real server, a manual scheduler, spy logger, and
// sockets that are closed after each test.
import { vi, type Mock } from 'vitest';
import { WebSocket } from 'ws';
import { createManualScheduler, type ManualScheduler } from './test-scheduler';
import { startTestServer, type TestServer } from './test-server';
import type { WalletSocket, WalletSocketOptions, WalletSocketStatus } from './types';
import { createWalletSocket } from './wallet-socket';

type LogFn = (message: string, ...details: unknown[]) => void;

export interface Harness {
  readonly server: TestServer;
  readonly scheduler: ManualScheduler;
  readonly logger: { warn: Mock<LogFn>; error: Mock<LogFn> };
  /** A socket on the test server over http, with `ws`, the manual scheduler and spy logger. */
  socket(overrides?: Partial<WalletSocketOptions>): WalletSocket;
  dispose(): Promise<void>;
}

export async function createHarness(): Promise<Harness> {
  const server = await startTestServer();
  const scheduler = createManualScheduler();
  const logger = { warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() };
  const sockets: WalletSocket[] = [];
  return {
    server,
    scheduler,
    logger,
    socket(overrides = {}) {
      const socket = createWalletSocket({
        token: () => 'token-1',
        location: { protocol: 'http:', host: server.host },
        WebSocket,
        logger,
        scheduler,
        ...overrides,
      });
      sockets.push(socket);
      return socket;
    },
    async dispose() {
      for (const socket of sockets) socket.close();
      await server.close();
    },
  };
}

export async function waitForStatus(socket: WalletSocket, status: WalletSocketStatus) {
  await vi.waitFor(() => {
    if (socket.getStatus() !== status) throw new Error(`status is ${socket.getStatus()}`);
  });
}

/** Waits until the socket has given up on an attempt and scheduled its next retry. */
export async function waitForRetry(scheduler: ManualScheduler) {
  await vi.waitFor(() => {
    if (scheduler.pending().length !== 1) throw new Error('no retry scheduled yet');
  });
}

/** Records every status change of `socket`, in order. */
export function recordStatuses(socket: WalletSocket): WalletSocketStatus[] {
  const seen: WalletSocketStatus[] = [];
  socket.subscribe((status) => seen.push(status));
  return seen;
}
