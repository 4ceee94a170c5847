// /lottery/:game/draws: every past draw of a mark-six game, with the way back to its page.
import { useText } from '@bet/ui/text';
import { Link } from 'react-router';
import { useNamespaces } from '../../../lib/i18n/text';
import { PageFrame } from '../../../lib/ui/page-frame';
import { drawGamePath } from '../../draws';
import { OfferedGameGate } from '../offered-game-gate';
import { PastDraws } from '../past-draws';

function LotteryDrawsRoute() {
  useNamespaces('lottery', 'betting', 'errors');
  const t = useText();
  return (
    <OfferedGameGate>
      {({ game }) => (
        <PageFrame
          title={t('lottery:draws.pastOf', { game: t(`common:games.${game}`) })}
          actions={<Link to={drawGamePath(game)}>{t('lottery:draws.back')}</Link>}
        >
          <PastDraws key={game} game={game} />
        </PageFrame>
      )}
    </OfferedGameGate>
  );
}

export { LotteryDrawsRoute as Component };
