// The * route (spec section 2): not found, with a way home.
import { EmptyState } from '@bet/ui/empty-state';
import { useText } from '@bet/ui/text';
import { LinkButton } from '../../lib/ui/link-button';
import { PageFrame } from '../../lib/ui/page-frame';

export function NotFoundPage() {
  const t = useText();
  return (
    <PageFrame title={t('common:nav.notFound')}>
      <EmptyState
        headingLevel={2}
        title={t('errors:notFound')}
        action={<LinkButton href="/">{t('errors:goToHome')}</LinkButton>}
      />
    </PageFrame>
  );
}
