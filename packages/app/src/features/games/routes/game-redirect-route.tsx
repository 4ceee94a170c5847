// /game and the mobile /gameArcade entry (spec section 2): straight to the first visible game.
import { ComingSoon } from '@bet/ui/coming-soon';
import { Spinner } from '@bet/ui/spinner';
import { useText } from '@bet/ui/text';
import { Navigate } from 'react-router';
import { useBrand } from '../../../lib/services';
import { PageFrame } from '../../../lib/ui/page-frame';
import { useGameAvailability } from '../availability/availability-query';
import { firstVisibleGamePath } from '../availability/game-paths';
import { useAppSection } from '../../../lib/i18n/app-section';

function GameRedirect() {
  const t = useText();
  useAppSection('frame');
  const brand = useBrand();
  const availability = useGameAvailability();
  if (availability.data === undefined && availability.isPending) {
    return (
      <PageFrame title={t('common:nav.games')}>
        <Spinner />
      </PageFrame>
    );
  }
  const target = firstVisibleGamePath(brand.flags, availability.data?.visible ?? []);
  if (target !== undefined) return <Navigate to={target} replace />;
  return (
    <PageFrame title={t('common:nav.games')}>
      <ComingSoon headingLevel={2} description={t('app:frame.noGames')} />
    </PageFrame>
  );
}

export { GameRedirect as Component };
