// The /my-bets route (spec section 2): its screens come with the next issue; the route, its access
// rule and the shell work now.
import { NextReleasePage } from '../../../lib/ui/next-release-page';
import { useText } from '@bet/ui/text';

function MyBetsPage() {
  const t = useText();
  return <NextReleasePage title={t('common:nav.myBets')} />;
}

export { MyBetsPage as Component };
