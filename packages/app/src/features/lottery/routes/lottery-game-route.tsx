// /lottery/:game (spec section 2, login required): a mark-six game's page.
import { useNamespaces } from '../../../lib/i18n/text';
import { LotteryPage, type LotteryBoardSlot } from '../lottery-page';
import { OfferedGameGate } from '../offered-game-gate';

// The betting board of features/lottery/board and the names of its picks are joined here when
// that folder lands (issue 16); until then the page shows its draws and stakes without a board.
const BOARD: LotteryBoardSlot = {
  render: () => null,
  label: (t, selection) => t(`common:markSixBetTypes.${selection.type}`),
};

function LotteryGameRoute() {
  useNamespaces('lottery', 'betting', 'errors');
  return (
    <OfferedGameGate>
      {({ game, games, inactive }) => (
        <LotteryPage key={game} game={game} games={games} inactive={inactive} board={BOARD} />
      )}
    </OfferedGameGate>
  );
}

export { LotteryGameRoute as Component };
