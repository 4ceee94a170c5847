// Public API of the wallet feature: the balance read, the header balance and currency, the wallet
// socket that keeps the balance live, and the wallet modal with its place in the URL.
export { balanceQuery, useBalance } from './balance-query';
export { useCurrencies } from './currencies-query';
export { useHeaderBalance } from './use-header-balance';
export { WalletSocketBridge } from './wallet-socket-bridge';
export { LazyWalletModal } from './modal/lazy-wallet-modal';
export { useWalletModal } from './modal/use-wallet-modal';
export { walletHref, WALLET_TABS, type WalletTab } from './modal/wallet-tabs';
