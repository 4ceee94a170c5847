// The * route (spec section 2): not found, with a way home.
import { EmptyState } from '@bet/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../lib/ui/link-button';
import { PageFrame } from '../../lib/ui/page-frame';

export function NotFoundPage() {
  const { t } = useTranslation(['common', 'errors', 'help']);
  return (
    <PageFrame title={t('nav.notFound')}>
      <EmptyState
        headingLevel={2}
        title={t('errors:notFound')}
        action={<LinkButton href="/">{t('errors:goToHome')}</LinkButton>}
      />
    </PageFrame>
  );
}
