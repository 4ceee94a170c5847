// Side bets of the special number, or of the regular number at one position: big/small, odd/even,
// digit-sum big/small/odd/even and last-digit big/small (rules.md; ball 49 refunds them).
import type { NumberPosition, SideKey } from '@bet/domain/mark-six';
import { useText } from '@bet/ui/text';
import { useId } from 'react';
import { Hint, OddsGrid, Section } from './board-styles';
import { markSixPick } from './odds-lines';
import { PickOddsButton } from './pick-odds-button';
import type { PickerProps } from './picker-props';
import { useBoardPicks } from './use-board-picks';
import { useNamespaces } from '../../../lib/i18n/text';

const SIDE_GROUPS = [
  ['bigSmall', ['big', 'small', 'odd', 'even']],
  ['digitSum', ['sumBig', 'sumSmall', 'sumOdd', 'sumEven']],
  ['tail', ['tailBig', 'tailSmall']],
] as const satisfies readonly (readonly [string, readonly SideKey[]])[];

function SideGroup(
  props: PickerProps & {
    group: (typeof SIDE_GROUPS)[number];
    position: NumberPosition | undefined;
  },
) {
  const { group, position, game, odds, disabled } = props;
  const [name, sides] = group;
  const t = useText();
  const headingId = useId();
  const { picked, toggle } = useBoardPicks(game);
  const pickOf = (side: SideKey) =>
    markSixPick(
      odds,
      position === undefined
        ? { type: 'specialCodeSide', side }
        : { type: 'numberCodeSide', position, side },
      null,
    );
  return (
    <Section aria-labelledby={headingId}>
      <h4 id={headingId}>{t(`lottery:sides.${name}`)}</h4>
      <OddsGrid>
        {sides.map((side) => (
          <PickOddsButton
            key={side}
            pick={pickOf(side)}
            label={t(`common:markSixSides.${side}`)}
            picked={picked}
            toggle={toggle}
            disabled={disabled}
          />
        ))}
      </OddsGrid>
    </Section>
  );
}

/** `position` picks the regular number's sides; without it, the special number's. */
export function SidePicker(props: PickerProps & { position?: NumberPosition }) {
  useNamespaces('lottery');
  const t = useText();
  return (
    <>
      {SIDE_GROUPS.map((group) => (
        <SideGroup key={group[0]} {...props} group={group} position={props.position} />
      ))}
      <Hint>{t('lottery:sides.refund49')}</Hint>
    </>
  );
}
