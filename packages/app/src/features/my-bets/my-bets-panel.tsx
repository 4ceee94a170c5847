// ?mybet=true on 768 px and wider (spec section 2): my bets as an overlay beside the page, with
// its active and settled tabs. The bet lists come with the betting issue.
import { ComingSoon } from '@bet/ui/coming-soon';
import { SidePanel } from '@bet/ui/side-panel';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import { useNamespaces } from '../../lib/i18n/text';

export function MyBetsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The betting strings load only when the panel opens.
  return open ? <OpenMyBetsPanel onClose={onClose} /> : null;
}

function OpenMyBetsPanel({ onClose }: { onClose: () => void }) {
  useNamespaces('betting');
  const t = useText();
  const [tab, setTab] = useState('active');
  const notice = <ComingSoon headingLevel={3} description={t('app:frame.nextRelease')} />;
  return (
    <SidePanel
      open
      onClose={onClose}
      title={t('common:nav.myBets')}
      tabs={[
        { id: 'active', label: t('betting:active'), content: notice },
        { id: 'settled', label: t('betting:settled'), content: notice },
      ]}
      tabValue={tab}
      onTabChange={setTab}
    />
  );
}
