// /game/play/{type}/{id} and /game-loader?gameId= (spec section 2, login required): the game
// loader arrives with the games issue.
import { useTranslation } from 'react-i18next';
import { NextReleasePage } from '../../../lib/ui/next-release-page';

function GamePlayPage() {
  const { t } = useTranslation();
  return <NextReleasePage title={t('buttons.play')} />;
}

export { GamePlayPage as Component };
