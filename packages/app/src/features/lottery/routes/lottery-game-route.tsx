// /lottery/:game (spec section 2, login required): a mark-six game's page.
import { useNamespaces } from '../../../lib/i18n/text';
import { LotteryPage } from '../lottery-page';
import { OfferedGameGate } from '../offered-game-gate';

function LotteryGameRoute() {
  useNamespaces('lottery', 'betting', 'errors');
  return (
    <OfferedGameGate>
      {({ game, games, inactive }) => (
        <LotteryPage key={game} game={game} games={games} inactive={inactive} />
      )}
    </OfferedGameGate>
  );
}

export { LotteryGameRoute as Component };
