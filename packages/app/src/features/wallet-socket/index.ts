// Public API of the wallet-socket feature.
export { WalletSocketBridge } from './wallet-socket-bridge';
