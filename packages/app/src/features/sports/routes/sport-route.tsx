// /sport/soccer, /sport/basketball, /sport/bd, /sport/all and /sport/365sports (spec section 2).
// The lobbies of soccer, basketball and bd (issue 15); 365sports is empty by the spec.
import { EmptyState } from '@bet/ui/empty-state';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { NextReleasePage } from '../../../lib/ui/next-release-page';
import { PageFrame } from '../../../lib/ui/page-frame';
import { isBrandSport, parseSport, sportLabelKey } from '../sport-params';
import { BetSlipDock } from '../../bet-slip';
import { NotFoundPage as NotFound } from '../../errors';

// A second lazy step: the entry's preload map lists only this route's own chunks.
const SportLobby = lazy(() =>
  import('../lobby/sport-lobby').then((m) => ({ default: m.SportLobby })),
);
const AllSports = lazy(() => import('../lobby/all-sports').then((m) => ({ default: m.AllSports })));
const loading = <Skeleton lines={6} />;

function SportPage() {
  const { sport: param } = useParams();
  const t = useText();
  if (param?.toLowerCase() === 'all') {
    return (
      <PageFrame title={t('common:nav.allEvents')}>
        <Suspense fallback={loading}>
          <AllSports />
        </Suspense>
      </PageFrame>
    );
  }
  const sport = parseSport(param);
  if (sport === undefined) return <NotFound />;
  if (sport === '365sports') {
    return (
      <PageFrame title={t(sportLabelKey(sport))}>
        <EmptyState headingLevel={2} text={t('errors:sportUnderConstruction')} />
      </PageFrame>
    );
  }
  if (!isBrandSport(sport)) return <NextReleasePage title={t(sportLabelKey(sport))} />;
  return (
    <PageFrame title={t(sportLabelKey(sport))}>
      <Suspense fallback={loading}>
        <SportLobby key={sport} game={sport} slipDock={<BetSlipDock />} />
      </Suspense>
    </PageFrame>
  );
}

export { SportPage as Component };
