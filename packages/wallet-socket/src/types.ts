import type { WalletNotification } from '@bet/api/contract/wallet-socket';
import type { Unsubscribe } from './emitter';
import type { PageLocation } from './socket-url';

export type { Unsubscribe } from './emitter';
export type { PageLocation } from './socket-url';

/** Socket states of spec section 4 ("Socket states: connecting, connected, disconnected"). */
export type WalletSocketStatus = 'connecting' | 'connected' | 'disconnected';

export interface WalletSocketLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** Where the retry timer runs; injectable so tests can read the exact delays. */
export interface WalletSocketScheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A WebSocket class: the browser's, or `ws` in Node. */
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => object;

export interface WalletSocketOptions {
  /** Read at every connection attempt, so a new token is used without recreating the socket. */
  token: () => string | null | undefined;
  /** Defaults to `globalThis.location` (the page). */
  location?: PageLocation;
  /** Defaults to `globalThis.WebSocket`; pass `ws` in Node. */
  WebSocket?: WebSocketConstructor;
  /** Defaults to `console`. */
  logger?: WalletSocketLogger;
  /** Defaults to the global `setTimeout` / `clearTimeout`. */
  scheduler?: WalletSocketScheduler;
}

export type WithdrawNotification = WalletNotification & { readonly notifyType: 'WITHDRAW' };
export type RechargeNotification = WalletNotification & { readonly notifyType: 'RECHARGE' };
export type SettleNotification = WalletNotification & { readonly notifyType: 'SETTLE' };
export type TransferNotification = WalletNotification & { readonly notifyType: 'TRANSFER' };

export interface WalletSocketEvents {
  /** Every valid notification: WITHDRAW, RECHARGE, SETTLE or TRANSFER. */
  message: WalletNotification;
  withdraw: WithdrawNotification;
  recharge: RechargeNotification;
  /** Settled bets paid into the balance (no deposit or withdrawal toast for these). */
  settle: SettleNotification;
  /** Money moved into or out of a third-party game's wallet (no toast either). */
  transfer: TransferNotification;
  /** The reconnect attempts ran out (spec section 4); `reconnect()` starts over. */
  'gave-up': { readonly attempts: number };
}

export interface WalletSocket {
  /** Connects if a token exists and nothing is connected or connecting; returns the new status. */
  connect(): WalletSocketStatus;
  /** Drops any connection or pending retry, resets the attempt count and connects afresh. */
  reconnect(): WalletSocketStatus;
  /** Call after the token changed: reconnects with the current token, or disconnects without one. */
  updateToken(): WalletSocketStatus;
  /** Disconnects and cancels any pending retry; only connect() / reconnect() connect again. */
  close(): void;
  /** Sends when connected and returns true; otherwise drops the data and returns false (no queue). */
  send(data: string): boolean;
  getStatus(): WalletSocketStatus;
  /** Called on every status change (not with the current status). */
  subscribe(listener: (status: WalletSocketStatus) => void): Unsubscribe;
  on<K extends keyof WalletSocketEvents>(
    type: K,
    listener: (payload: WalletSocketEvents[K]) => void,
  ): Unsubscribe;
}
