// My pk10 bets (issue 16): the draw kit's MyDrawBets over racing.mybets, each bet read as the
// board labels its pick and each race as its cars in finishing order. The page reads it again when
// its race changes (racing-page.tsx's refresh list holds racing.mybets).
import { useText } from '@bet/ui/text';
import { useNamespaces } from '../../../lib/i18n/text';
import { MyDrawBets } from '../../draws';
import { RACING_GAME } from '../racing-game';
import { racingPickLabel } from '../racing-labels';
import { RacingResult } from '../result/racing-result';

export function MyRacingBets() {
  useNamespaces('racing');
  const t = useText();
  return (
    <MyDrawBets
      endpoint="racing.mybets"
      input={{ params: { game: RACING_GAME } }}
      labelOf={(selection) => racingPickLabel(t, selection)}
      renderDraw={(draw) => <RacingResult draw={{ cars: draw.cars, state: 'settled' }} size="sm" />}
    />
  );
}
