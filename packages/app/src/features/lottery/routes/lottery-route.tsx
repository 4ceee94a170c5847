// /lottery (spec section 2, login required): straight to a game's page, the member's last choice
// (currentLotteryID) while it is still offered, else the first offered game. While the
// availability is on its way, the likely game's page code and the strings every game page needs
// load alongside it (issue 18: the page's heading no longer waits for them after the redirect).
import { ComingSoon } from '@bet/ui/coming-soon';
import { useText } from '@bet/ui/text';
import { Navigate } from 'react-router';
import { useI18n, useNamespaces } from '../../../lib/i18n/text';
import { usePreloadRoute } from '../../../lib/router/route-preload';
import { useBrand } from '../../../lib/services';
import { PageFrame } from '../../../lib/ui/page-frame';
import {
  chosenDrawGame,
  drawGamePath,
  likelyDrawGame,
  OfferedGamesPending,
  useCurrentDrawGame,
  useOfferedDrawGames,
} from '../../draws';

/** Starts what the likely game's page needs (both load once, whatever renders next). */
function usePreloadLikelyGame(stored: string | null): void {
  const { flags } = useBrand();
  const preloadRoute = usePreloadRoute();
  const i18n = useI18n();
  const likely = likelyDrawGame(flags, stored);
  if (likely === undefined) return;
  preloadRoute(drawGamePath(likely));
  if (!i18n.hasLoadedNamespace('betting')) void i18n.loadNamespaces('betting');
}

function LotteryRedirect() {
  const { stored } = useCurrentDrawGame();
  // Before the strings below suspend this render.
  usePreloadLikelyGame(stored);
  useNamespaces('lottery', 'errors');
  const t = useText();
  const offered = useOfferedDrawGames();
  if (offered.games === undefined) return <OfferedGamesPending offered={offered} />;
  const game = chosenDrawGame(offered.games, stored);
  if (game !== undefined) return <Navigate to={drawGamePath(game)} replace />;
  return (
    <PageFrame title={t('common:nav.lottery')}>
      <ComingSoon headingLevel={2} description={t('lottery:page.noGames')} />
    </PageFrame>
  );
}

export { LotteryRedirect as Component };
