// The browser's WebSocket as the wallet socket uses it, for tests that play the server's pushes:
// `stubWebSocket()` puts it in the browser's place for one test, `openSocket()` waits for the
// socket the app opened, and `push` plays a server frame on it.
import { waitFor } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static readonly opened: FakeWebSocket[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = 0;
  binaryType = 'blob';
  bufferedAmount = 0;
  extensions = '';
  protocol = '';
  constructor(readonly url: string) {
    super();
    FakeWebSocket.opened.push(this);
    window.setTimeout(() => {
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
    }, 0);
  }
  send(): void {}
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code: 1000 }));
  }
  push(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

/** FakeWebSocket in the browser's place until the test ends. */
export function stubWebSocket(): void {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    FakeWebSocket.opened.length = 0;
  });
}

/** The socket the app opened last, once it is open. */
export function openSocket(): Promise<FakeWebSocket> {
  return waitFor(() => {
    const socket = FakeWebSocket.opened.at(-1);
    if (socket?.readyState !== FakeWebSocket.OPEN) throw new Error('no open socket yet');
    return socket;
  });
}
