// Public API of the wallet feature: the balance read, the header balance and currency, and the
// wallet socket that keeps the balance live.
export { balanceQuery, useBalance } from './balance-query';
export { useHeaderBalance } from './use-header-balance';
export { WalletSocketBridge } from './wallet-socket-bridge';
