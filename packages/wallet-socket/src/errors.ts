/** Thrown by `createWalletSocket` when its options cannot work (missing location, host, ...). */
export class WalletSocketConfigError extends Error {
  override readonly name = 'WalletSocketConfigError';
}
