// The history tab (issue 13, "History and accounts"): deposits, withdrawals and the balance
// change log, each a page at a time with its filter.
import { Tabs } from '@bet/ui/tabs';
import { useText } from '@bet/ui/text';
import { useState, type ReactNode } from 'react';
import { ChangeLogView } from './change-log-view';
import { TransactionsView } from './transactions-view';

type View = 'deposits' | 'withdrawals' | 'changes';

export function HistoryTab() {
  const t = useText();
  const [view, setView] = useState<View>('deposits');
  const item = (id: View, label: string, content: () => ReactNode) => ({
    id,
    label,
    content: id === view ? content() : null,
  });
  return (
    <Tabs
      aria-label={t('wallet:transactionHistory')}
      value={view}
      onChange={(id) => setView(id as View)}
      items={[
        item('deposits', t('wallet:history.deposits'), () => <TransactionsView side="deposits" />),
        item('withdrawals', t('wallet:history.withdrawals'), () => (
          <TransactionsView side="withdrawals" />
        )),
        item('changes', t('wallet:history.changes'), () => <ChangeLogView />),
      ]}
    />
  );
}
