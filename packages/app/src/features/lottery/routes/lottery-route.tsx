// /lottery (spec section 2, login required): straight to a game's page, the member's last choice
// (currentLotteryID) while it is still offered, else the first offered game.
import { ComingSoon } from '@bet/ui/coming-soon';
import { useText } from '@bet/ui/text';
import { Navigate } from 'react-router';
import { useNamespaces } from '../../../lib/i18n/text';
import { PageFrame } from '../../../lib/ui/page-frame';
import {
  chosenDrawGame,
  drawGamePath,
  OfferedGamesPending,
  useCurrentDrawGame,
  useOfferedDrawGames,
} from '../../draws';

function LotteryRedirect() {
  useNamespaces('lottery', 'errors');
  const t = useText();
  const offered = useOfferedDrawGames();
  const { stored } = useCurrentDrawGame();
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
