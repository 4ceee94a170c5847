// The package's root entry: the socket factory, its policy and its types. Side-effect free.
export { createWalletSocket } from './wallet-socket';
export {
  MAX_RECONNECT_ATTEMPTS,
  MAX_RECONNECT_DELAY_MS,
  RECONNECT_DELAY_STEP_MS,
  reconnectDelay,
} from './reconnect-policy';
export { walletSocketUrl } from './socket-url';
export { WalletSocketConfigError } from './errors';
export type {
  PageLocation,
  RechargeNotification,
  SettleNotification,
  TransferNotification,
  Unsubscribe,
  WalletSocket,
  WalletSocketEvents,
  WalletSocketLogger,
  WalletSocketOptions,
  WalletSocketScheduler,
  WalletSocketStatus,
  WebSocketConstructor,
  WithdrawNotification,
} from './types';
