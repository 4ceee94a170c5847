// Wallet-socket helpers: open /wss-new with a token, collect messages, see how it closed.
import WebSocket from 'ws';

export interface OpenSocket {
  messages: unknown[];
  closed: Promise<{ code: number; reason: string }>;
  next(predicate?: (message: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

export function openSocket(baseUrl: string, token: string): Promise<OpenSocket> {
  const ws = new WebSocket(
    `${baseUrl.replace(/^http/, 'ws')}/wss-new?token=${encodeURIComponent(token)}`,
  );
  const messages: unknown[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString()) as unknown);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: OpenSocket = {
    messages,
    closed,
    close: () => ws.close(),
    next: (predicate = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching socket message')), timeoutMs);
        const check = () => {
          const found = messages.find(predicate);
          if (found !== undefined) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}
