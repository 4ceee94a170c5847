// The wallet modal (spec section 2): deposit, withdraw, transfer, history and the accounts
// summary as tabs, the open tab named by the URL (`?wallet=withdraw`). A modal on desktop, full
// screen on a phone (the design system's Modal), focus kept inside, Escape and back close it.
// Each tab's code loads when the tab is first shown.
import { Modal } from '@bet/ui/modal';
import { Spinner } from '@bet/ui/spinner';
import { Tabs } from '@bet/ui/tabs';
import { useText } from '@bet/ui/text';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useNamespaces } from '../../../lib/i18n/text';
import { isWalletTab, WALLET_TABS, type WalletTab } from './wallet-tabs';

type Panel = LazyExoticComponent<ComponentType>;

const PANELS: Record<WalletTab, Panel> = {
  deposit: lazy(() => import('../deposit/deposit-tab').then((m) => ({ default: m.DepositTab }))),
  withdraw: lazy(() =>
    import('../withdraw/withdraw-tab').then((m) => ({ default: m.WithdrawTab })),
  ),
  transfer: lazy(() =>
    import('../transfer/transfer-tab').then((m) => ({ default: m.TransferTab })),
  ),
  history: lazy(() => import('../history/history-tab').then((m) => ({ default: m.HistoryTab }))),
  accounts: lazy(() =>
    import('../accounts/accounts-tab').then((m) => ({ default: m.AccountsTab })),
  ),
};

const LABEL_KEYS = {
  deposit: 'wallet:deposit',
  withdraw: 'wallet:withdraw',
  transfer: 'wallet:transfer',
  history: 'wallet:transactionHistory',
  accounts: 'wallet:accountsSummary',
} as const satisfies Record<WalletTab, string>;

export interface WalletModalProps {
  readonly tab: WalletTab;
  readonly onSelect: (tab: WalletTab) => void;
  readonly onClose: () => void;
}

export function WalletModal({ tab, onSelect, onClose }: WalletModalProps) {
  useNamespaces('wallet', 'profile', 'validation');
  const t = useText();
  const items = WALLET_TABS.map((id) => {
    const Panel = PANELS[id];
    return {
      id,
      label: t(LABEL_KEYS[id]),
      // Only the open tab renders its panel: a hidden tab costs neither code nor requests.
      content:
        id === tab ? (
          <Suspense fallback={<Spinner label={t('ui:loading')} />}>
            <Panel />
          </Suspense>
        ) : null,
    };
  });
  return (
    <Modal open onClose={onClose} title={t('wallet:wallet')} size="lg">
      <Tabs
        items={items}
        value={tab}
        onChange={(id) => {
          if (isWalletTab(id)) onSelect(id);
        }}
        aria-label={t('wallet:wallet')}
      />
    </Modal>
  );
}
