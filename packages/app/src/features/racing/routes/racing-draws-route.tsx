// /lottery/pk10/draws: every past race with its result, with the way back to the racing page.
import { useNamespaces } from '../../../lib/i18n/text';
import { DRAW_PAGE_NAMESPACES, DrawGameGate, PastDrawsPage } from '../../draws';
import { RACING_GAME } from '../racing-game';
import { usePastRaces, type RacingDraw } from '../racing-queries';
import { RacingResult } from '../result/racing-result';

function PastRaces() {
  const draws = usePastRaces();
  return (
    <PastDrawsPage
      game={RACING_GAME}
      draws={draws}
      result={(draw: RacingDraw) => <RacingResult draw={draw} size="sm" />}
    />
  );
}

function RacingDrawsRoute() {
  useNamespaces(...DRAW_PAGE_NAMESPACES.racing);
  return <DrawGameGate game={RACING_GAME}>{() => <PastRaces />}</DrawGameGate>;
}

export { RacingDrawsRoute as Component };
