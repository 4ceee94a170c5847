// The /my-bets route (spec section 2): my bets as a page below 768 px (the overlay's content,
// my-bets-screen.tsx). Members only: the route table's access rule sends visitors to log in.
import { useText } from '@bet/ui/text';
import { useNamespaces } from '../../../lib/i18n/text';
import { PageFrame } from '../../../lib/ui/page-frame';
import { MyBetsScreen } from '../my-bets-screen';

function MyBetsPage() {
  useNamespaces('betting');
  const t = useText();
  return (
    <PageFrame title={t('common:nav.myBets')}>
      <MyBetsScreen />
    </PageFrame>
  );
}

export { MyBetsPage as Component };
