// Colour bets of the special number, or of the regular number at one position: red, blue, green,
// and the half-waves (a colour and one side; ball 49 refunds them). Each button names its colour
// in words, so the choice never rests on colour alone.
import {
  BALL_COLORS,
  HALF_WAVE_SIDES,
  type ColorPick,
  type NumberPosition,
} from '@bet/domain/mark-six';
import { useText } from '@bet/ui/text';
import { useId } from 'react';
import { Hint, OddsGrid, Section } from './board-styles';
import { markSixPick } from './odds-lines';
import { PickOddsButton } from './pick-odds-button';
import { colorPickLabel } from './pick-label';
import type { PickerProps } from './picker-props';
import { useBoardPicks } from './use-board-picks';
import { useNamespaces } from '../../../lib/i18n/text';

const WAVES: readonly ColorPick[] = BALL_COLORS.map((color) => ({ color }));
const HALF_WAVES: readonly ColorPick[] = BALL_COLORS.flatMap((color) =>
  HALF_WAVE_SIDES.map((side) => ({ color, side })),
);

/** `position` picks the regular number's colour; without it, the special number's. */
export function ColorPicker(props: PickerProps & { position?: NumberPosition }) {
  useNamespaces('lottery');
  const { game, odds, disabled, position } = props;
  const t = useText();
  const wavesId = useId();
  const halfId = useId();
  const { picked, toggle } = useBoardPicks(game);
  const button = (pick: ColorPick) => (
    <PickOddsButton
      key={`${pick.color}:${pick.side ?? ''}`}
      pick={markSixPick(
        odds,
        position === undefined
          ? { type: 'specialCodeColor', pick }
          : { type: 'numberCodeColor', position, pick },
        null,
      )}
      label={colorPickLabel(t, pick)}
      picked={picked}
      toggle={toggle}
      disabled={disabled}
    />
  );
  return (
    <>
      <Section aria-labelledby={wavesId}>
        <h4 id={wavesId}>{t('lottery:colors.waves')}</h4>
        <OddsGrid>{WAVES.map(button)}</OddsGrid>
      </Section>
      <Section aria-labelledby={halfId}>
        <h4 id={halfId}>{t('lottery:colors.halfWaves')}</h4>
        <OddsGrid>{HALF_WAVES.map(button)}</OddsGrid>
        <Hint>{t('lottery:colors.refund49')}</Hint>
      </Section>
    </>
  );
}
