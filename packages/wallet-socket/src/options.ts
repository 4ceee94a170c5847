import { WalletSocketConfigError } from './errors';
import { assertPageLocation, type PageLocation } from './socket-url';
import type {
  WalletSocketLogger,
  WalletSocketOptions,
  WalletSocketScheduler,
  WebSocketConstructor,
} from './types';

export interface ResolvedOptions {
  readonly token: () => string | null | undefined;
  readonly location: PageLocation;
  readonly WebSocket: WebSocketConstructor;
  readonly logger: WalletSocketLogger;
  readonly scheduler: WalletSocketScheduler;
}

// The page globals exist in browsers only; read them without assuming DOM typings.
const pageGlobals = globalThis as { location?: unknown; WebSocket?: unknown };

const globalScheduler: WalletSocketScheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Fills the defaults and checks the options once, up front, so a misconfigured socket fails at
 * creation with a clear error instead of later inside a timer.
 *
 * @throws WalletSocketConfigError
 */
export function resolveOptions(options: WalletSocketOptions): ResolvedOptions {
  if (typeof options?.token !== 'function') {
    throw new WalletSocketConfigError('wallet socket: options.token must be a function');
  }
  const location = options.location ?? pageGlobals.location;
  assertPageLocation(location);
  const WebSocket = options.WebSocket ?? pageGlobals.WebSocket;
  if (typeof WebSocket !== 'function') {
    throw new WalletSocketConfigError(
      'wallet socket: no WebSocket implementation (pass options.WebSocket, e.g. `ws` in Node)',
    );
  }
  return {
    token: options.token,
    location,
    WebSocket: WebSocket as WebSocketConstructor,
    logger: options.logger ?? console,
    scheduler: options.scheduler ?? globalScheduler,
  };
}
