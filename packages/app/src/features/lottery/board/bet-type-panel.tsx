// The picker of one bet type, under its full name and a line on how it wins. Zodiac bets need
// the draw's zodiac table; a type the odds call does not price says so instead of a dead picker.
import { NUMBER_POSITIONS, type MarkSixBetType, type NumberPosition } from '@bet/domain/mark-six';
import { EmptyState } from '@bet/ui/empty-state';
import { useText } from '@bet/ui/text';
import { useId } from 'react';
import { Hint, Section } from './board-styles';
import { BallGrid } from './ball-grid';
import { ChoiceGroup } from './choice-group';
import { ColorPicker } from './color-picker';
import { CombinationPicker } from './combination-picker';
import { AnimalPicker } from './animal-picker';
import { MergeAnimalPicker } from './merge-animal-picker';
import { hasOddsFor } from './odds-lines';
import type { PickerProps } from './picker-props';
import { SidePicker } from './side-picker';
import { TailPicker } from './tail-picker';
import { useNamespaces } from '../../../lib/i18n/text';

/** The bet types that need the draw's zodiac table. */
export const ZODIAC_BET_TYPES: readonly MarkSixBetType[] = [
  'specialCodeAnimal',
  'specialCodeMergeAnimal',
  'specialCodeCombinationZodiacs',
];

export interface BetTypePanelProps extends PickerProps {
  readonly type: MarkSixBetType;
  readonly exactlySix: boolean;
  /** The regular number's position (numberCodeSide, numberCodeColor). */
  readonly position: NumberPosition;
  readonly onPosition: (position: NumberPosition) => void;
}

function Picker(props: BetTypePanelProps) {
  const { type, zodiac, position, onPosition, exactlySix, ...picker } = props;
  const t = useText();
  switch (type) {
    case 'specialCode':
    case 'numberCode':
      return <BallGrid {...picker} zodiac={zodiac} type={type} />;
    case 'specialCodeSide':
      return <SidePicker {...picker} zodiac={zodiac} />;
    case 'specialCodeColor':
      return <ColorPicker {...picker} zodiac={zodiac} />;
    case 'specialCodeTail':
    case 'tail':
      return <TailPicker {...picker} zodiac={zodiac} type={type} />;
    case 'numberCodeSide':
    case 'numberCodeColor': {
      const Positioned = type === 'numberCodeSide' ? SidePicker : ColorPicker;
      return (
        <>
          <ChoiceGroup
            label={t('lottery:board.position')}
            options={NUMBER_POSITIONS}
            value={position}
            onChange={onPosition}
            optionLabel={(n) => t('lottery:board.positionN', { n })}
            disabled={picker.disabled}
          />
          <Positioned {...picker} zodiac={zodiac} position={position} />
        </>
      );
    }
  }
  if (zodiac === null) return <Hint>{t('lottery:board.noZodiac')}</Hint>;
  switch (type) {
    case 'specialCodeAnimal':
      return <AnimalPicker {...picker} zodiac={zodiac} />;
    case 'specialCodeMergeAnimal':
      return <MergeAnimalPicker {...picker} zodiac={zodiac} exactlySix={exactlySix} />;
    case 'specialCodeCombinationZodiacs':
      return <CombinationPicker {...picker} zodiac={zodiac} />;
  }
}

export function BetTypePanel(props: BetTypePanelProps) {
  useNamespaces('lottery');
  const t = useText();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`common:markSixBetTypes.${props.type}`)}</h3>
      <Hint>{t(`lottery:board.hints.${props.type}`)}</Hint>
      {hasOddsFor(props.odds, props.type) ? (
        <Picker {...props} />
      ) : (
        <EmptyState title={t('lottery:board.noOdds')} headingLevel={4} />
      )}
    </Section>
  );
}
