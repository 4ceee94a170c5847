// The /reports route (spec section 2): its screens come with the next issue; the route, its access
// rule and the shell work now.
import { useTranslation } from 'react-i18next';
import { NextReleasePage } from '../../../lib/ui/next-release-page';

function ReportsPage() {
  const { t } = useTranslation();
  return <NextReleasePage title={t('nav.reports')} />;
}

export { ReportsPage as Component };
