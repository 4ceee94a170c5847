import ReconnectingWebSocket from 'partysocket/ws';
import type { WebSocketConstructor } from './types';

export interface TransportHandlers {
  onOpen(): void;
  /** A close or an error: the connection (or the attempt) is over. May fire twice per end. */
  onEnd(): void;
  onData(data: unknown): void;
}

export interface Transport {
  /** Starts one connection attempt to `url`, closing whatever was there. */
  open(url: string): void;
  /** Closes the connection or attempt. Fires onEnd synchronously when a socket was live. */
  shut(): void;
  /** Sends when open; otherwise drops the data (never queued) and returns false. */
  send(data: string): boolean;
}

/**
 * partysocket as a single-attempt transport: it never retries on its own (`maxRetries: 0`) and
 * never queues (`maxEnqueuedMessages: 0`); the retry loop and its exact delays belong to
 * wallet-socket.ts (see README, "Why partysocket, and who owns the retry loop").
 */
export function createTransport(
  WebSocket: WebSocketConstructor,
  handlers: TransportHandlers,
): Transport {
  let url = '';
  const socket = new ReconnectingWebSocket(() => url, null, {
    WebSocket,
    startClosed: true,
    maxRetries: 0,
    maxEnqueuedMessages: 0,
  });
  socket.addEventListener('open', () => handlers.onOpen());
  socket.addEventListener('close', () => handlers.onEnd());
  socket.addEventListener('error', () => handlers.onEnd());
  socket.addEventListener('message', (event) => handlers.onData(event.data));

  return {
    open(next) {
      url = next;
      // partysocket's reconnect() resets its retry count and connects, also after a close.
      socket.reconnect();
    },
    shut: () => socket.close(),
    // True only when transmitted now; with maxEnqueuedMessages 0 anything else is dropped.
    send: (data) => socket.send(data),
  };
}
