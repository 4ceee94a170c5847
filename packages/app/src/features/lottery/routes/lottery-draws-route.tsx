// /lottery/:game/draws: every past draw of a mark-six game, with the way back to its page.
import type { MarkSixGame } from '@bet/domain/games';
import { useNamespaces } from '../../../lib/i18n/text';
import { DRAW_PAGE_NAMESPACES, PastDrawsPage } from '../../draws';
import { PastResult } from '../draw-result';
import { usePastDraws, type MarkSixDraw } from '../lottery-queries';
import { OfferedGameGate } from '../offered-game-gate';

function PastDraws({ game }: { game: MarkSixGame }) {
  const draws = usePastDraws(game);
  return (
    <PastDrawsPage
      game={game}
      draws={draws}
      result={(draw: MarkSixDraw) => <PastResult draw={draw} />}
    />
  );
}

function LotteryDrawsRoute() {
  useNamespaces(...DRAW_PAGE_NAMESPACES.lottery);
  return <OfferedGameGate>{({ game }) => <PastDraws key={game} game={game} />}</OfferedGameGate>;
}

export { LotteryDrawsRoute as Component };
