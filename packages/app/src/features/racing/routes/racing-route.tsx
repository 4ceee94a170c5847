// /lottery/pk10 (spec section 2, login required): the ten-car racing page, when the brand offers
// racing (its flag); else not found.
import { useNamespaces } from '../../../lib/i18n/text';
import { DRAW_PAGE_NAMESPACES, DrawGameGate } from '../../draws';
import { RACING_GAME } from '../racing-game';
import { RacingPage } from '../racing-page';

function RacingRoute() {
  useNamespaces(...DRAW_PAGE_NAMESPACES.racing);
  return (
    <DrawGameGate game={RACING_GAME}>
      {({ games, inactive }) => <RacingPage games={games} inactive={inactive} />}
    </DrawGameGate>
  );
}

export { RacingRoute as Component };
