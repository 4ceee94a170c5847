// Last-digit bets: the special number's last digit, or any of the seven numbers' (tails 0-9).
import { useText } from '@bet/ui/text';
import { OddsGrid } from './board-styles';
import { markSixPick } from './odds-lines';
import { PickOddsButton } from './pick-odds-button';
import type { PickerProps } from './picker-props';
import { useBoardPicks } from './use-board-picks';
import { useNamespaces } from '../../../lib/i18n/text';

const TAILS = Array.from({ length: 10 }, (_, tail) => tail);

export function TailPicker(props: PickerProps & { type: 'specialCodeTail' | 'tail' }) {
  useNamespaces('lottery');
  const { type, game, odds, disabled } = props;
  const t = useText();
  const { picked, toggle } = useBoardPicks(game);
  return (
    <OddsGrid role="group" aria-label={t(`common:markSixBetTypes.${type}`)} $min="96px">
      {TAILS.map((tail) => (
        <PickOddsButton
          key={tail}
          pick={markSixPick(odds, { type, tail }, null)}
          label={t('lottery:board.tailOption', { tail })}
          picked={picked}
          toggle={toggle}
          disabled={disabled}
        />
      ))}
    </OddsGrid>
  );
}
