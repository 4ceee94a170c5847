// Special-code zodiac: the twelve animals, each with its balls on the draw's date and its odds.
// The odds sit over the chip's corner (clicks pass through to it) and describe it to screen
// readers.
import { ZODIAC_ANIMALS, type ZodiacAnimal } from '@bet/domain/mark-six';
import { formatOdds, isValidOdds } from '@bet/ui/odds-button';
import { useText } from '@bet/ui/text';
import { visuallyHidden } from '@bet/ui/theme';
import { ZodiacChip } from '@bet/ui/zodiac-chip';
import { useId } from 'react';
import styled from 'styled-components';
import type { DrawZodiac } from '../balls';
import { ChipGrid } from './board-styles';
import { markSixPick, type MarkSixPick } from './odds-lines';
import type { PickerProps } from './picker-props';
import { useBoardPicks } from './use-board-picks';
import { useNamespaces } from '../../../lib/i18n/text';

const Cell = styled.div`
  position: relative;
  display: grid;

  & > button {
    width: 100%;
    height: 100%;
  }
`;

const Odds = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing.sm};
  right: ${({ theme }) => theme.spacing.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  pointer-events: none;
`;

const SrOnly = styled.span`
  ${visuallyHidden}
`;

function AnimalCell(props: {
  animal: ZodiacAnimal;
  zodiac: DrawZodiac;
  pick: MarkSixPick | undefined;
  picked: boolean;
  disabled: boolean;
  onToggle: (pick: MarkSixPick) => void;
}) {
  const { animal, zodiac, pick, picked, disabled, onToggle } = props;
  const t = useText();
  const oddsId = useId();
  const value = Number(pick?.odds);
  const odds = isValidOdds(value) ? formatOdds(value) : '–';
  return (
    <Cell>
      <ZodiacChip
        animal={animal}
        name={t(`common:zodiac.${animal}`)}
        drawDate={zodiac.date}
        selected={picked}
        disabled={disabled || pick === undefined}
        aria-describedby={oddsId}
        onToggle={() => {
          if (pick !== undefined) onToggle(pick);
        }}
      />
      <Odds aria-hidden="true">{odds}</Odds>
      <SrOnly id={oddsId}>{t('lottery:board.odds', { odds })}</SrOnly>
    </Cell>
  );
}

export function AnimalPicker(props: PickerProps & { zodiac: DrawZodiac }) {
  useNamespaces('lottery');
  const { game, odds, zodiac, disabled } = props;
  const t = useText();
  const { picked, toggle } = useBoardPicks(game);
  return (
    <ChipGrid role="group" aria-label={t('common:markSixBetTypes.specialCodeAnimal')}>
      {ZODIAC_ANIMALS.map((animal) => {
        const pick = markSixPick(odds, { type: 'specialCodeAnimal', animal }, zodiac.year);
        return (
          <AnimalCell
            key={animal}
            animal={animal}
            zodiac={zodiac}
            pick={pick}
            picked={pick !== undefined && picked.has(pick.key)}
            disabled={disabled}
            onToggle={toggle}
          />
        );
      })}
    </ChipGrid>
  );
}
