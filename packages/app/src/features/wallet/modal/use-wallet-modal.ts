// Opens, switches and closes the wallet modal through the URL (wallet-tabs.ts). Opening pushes a
// history entry, so the browser's back button closes the wallet; switching tabs and closing
// replace the entry, so back never walks through the tabs.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_WALLET_TAB,
  walletTabIn,
  withoutWallet,
  withWalletTab,
  type WalletTab,
} from './wallet-tabs';

export interface WalletModalControls {
  /** The open tab, or undefined while the wallet is closed. */
  readonly tab: WalletTab | undefined;
  readonly open: (tab?: WalletTab) => void;
  readonly select: (tab: WalletTab) => void;
  readonly close: () => void;
}

export function useWalletModal(): WalletModalControls {
  const [params, setParams] = useSearchParams();
  const tab = walletTabIn(params);
  const open = useCallback(
    (next: WalletTab = DEFAULT_WALLET_TAB) =>
      setParams((current) => new URLSearchParams(withWalletTab(current, next)), {
        replace: tab !== undefined,
      }),
    [setParams, tab],
  );
  const select = useCallback(
    (next: WalletTab) =>
      setParams((current) => new URLSearchParams(withWalletTab(current, next)), { replace: true }),
    [setParams],
  );
  const close = useCallback(
    () => setParams((current) => new URLSearchParams(withoutWallet(current)), { replace: true }),
    [setParams],
  );
  return { tab, open, select, close };
}
