// /lottery/:game (spec section 2, login required): a mark-six game's page.
import { useNamespaces } from '../../../lib/i18n/text';
import { DRAW_PAGE_NAMESPACES } from '../../draws';
import { LotteryPage } from '../lottery-page';
import { OfferedGameGate } from '../offered-game-gate';

function LotteryGameRoute() {
  useNamespaces(...DRAW_PAGE_NAMESPACES.lottery);
  return (
    <OfferedGameGate>
      {({ game, games, inactive }) => (
        <LotteryPage key={game} game={game} games={games} inactive={inactive} />
      )}
    </OfferedGameGate>
  );
}

export { LotteryGameRoute as Component };
