// My bets of a mark-six game (issue 16): the draw kit's MyDrawBets over lottery.mybets, each bet
// read as the board labels its pick and each draw as its balls with the animals of its own date.
// The page reads it again when its draw changes:
//   queryClient.invalidateQueries(endpointFilter('lottery.mybets'))
import type { MarkSixGame } from '@bet/domain/games';
import { useText } from '@bet/ui/text';
import { useNamespaces } from '../../../lib/i18n/text';
import { MyDrawBets } from '../../draws';
import { markSixPickLabel } from '../board';
import { DrawNumbers } from '../draw-numbers';

export function MyLotteryBets({ game }: { game: MarkSixGame }) {
  useNamespaces('lottery');
  const t = useText();
  return (
    <MyDrawBets
      endpoint="lottery.mybets"
      input={{ query: { game } }}
      labelOf={(selection) => markSixPickLabel(t, selection)}
      renderDraw={(draw) => <DrawNumbers draw={draw} size="sm" />}
    />
  );
}
