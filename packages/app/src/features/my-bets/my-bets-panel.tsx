// ?mybet=true on 768 px and wider (spec section 2): my bets as an overlay beside the page, with
// its active and settled tabs (my-bets-screen.tsx).
import { SidePanel } from '@bet/ui/side-panel';
import { useText } from '@bet/ui/text';
import { useNamespaces } from '../../lib/i18n/text';
import { MyBetsScreen } from './my-bets-screen';

export function MyBetsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The betting strings load only when the panel opens.
  return open ? <OpenMyBetsPanel onClose={onClose} /> : null;
}

function OpenMyBetsPanel({ onClose }: { onClose: () => void }) {
  useNamespaces('betting');
  const t = useText();
  return (
    <SidePanel open onClose={onClose} title={t('common:nav.myBets')} width="420px">
      <MyBetsScreen />
    </SidePanel>
  );
}
