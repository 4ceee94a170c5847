// /lottery (spec section 2, login required): straight to a game's page, the member's last choice
// (currentLotteryID) while it is still offered, else the first offered game. While the
// availability is on its way, the likely game's page code and the strings every game page needs
// load alongside it, and its name heads the page already (issue 18: the page's heading no longer
// waits for them after the redirect, nor for the availability).
import { ComingSoon } from '@bet/ui/coming-soon';
import { useText } from '@bet/ui/text';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useI18n, useNamespaces } from '../../../lib/i18n/text';
import { usePreloadRoute } from '../../../lib/router/route-preload';
import { useBrand } from '../../../lib/services';
import { PageFrame } from '../../../lib/ui/page-frame';
import {
  chosenDrawGame,
  drawGamePath,
  drawPageNamespaces,
  likelyDrawGame,
  OfferedGamesPending,
  useCurrentDrawGame,
  useOfferedDrawGames,
  type DrawGame,
} from '../../draws';

/**
 * Starts what the likely game's page needs once this page is painted (so that its heading does not
 * wait behind them; both load once, whatever renders next); the game, if the brand has one.
 */
function usePreloadLikelyGame(stored: string | null): DrawGame | undefined {
  const { flags } = useBrand();
  const preloadRoute = usePreloadRoute();
  const i18n = useI18n();
  const likely = likelyDrawGame(flags, stored);
  useEffect(() => {
    if (likely === undefined) return;
    preloadRoute(drawGamePath(likely));
    for (const namespace of drawPageNamespaces(likely))
      if (!i18n.hasLoadedNamespace(namespace)) void i18n.loadNamespaces(namespace);
  }, [likely, preloadRoute, i18n]);
  return likely;
}

/** The brand offers no draw game (the 'lottery' strings only this says). */
function NoDrawGames() {
  useNamespaces('lottery');
  const t = useText();
  return (
    <PageFrame title={t('common:nav.lottery')}>
      <ComingSoon headingLevel={2} description={t('lottery:page.noGames')} />
    </PageFrame>
  );
}

function LotteryRedirect() {
  const { stored } = useCurrentDrawGame();
  // Headed by the likely game's name while the availability loads: nothing here waits for the
  // page's own strings.
  const likely = usePreloadLikelyGame(stored);
  const offered = useOfferedDrawGames();
  if (offered.games === undefined) return <OfferedGamesPending offered={offered} game={likely} />;
  const game = chosenDrawGame(offered.games, stored);
  if (game !== undefined) return <Navigate to={drawGamePath(game)} replace />;
  return <NoDrawGames />;
}

export { LotteryRedirect as Component };
