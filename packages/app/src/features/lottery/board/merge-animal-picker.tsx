// Merged zodiacs: choose animals, then add them as one bet that wins when the special number is
// any of their balls. The brand's rule (spec section 5): exactly 6 where its flag says so, else 2
// to 9; Add stays disabled, with the rule's message, until the choice meets it.
import { validateMergedAnimalSelection, type ZodiacAnimal } from '@bet/domain/mark-six';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import { useNamespaces } from '../../../lib/i18n/text';
import type { DrawZodiac } from '../balls';
import { AddBetBar } from './add-bet-bar';
import { AnimalChooser } from './animal-chooser';
import { markSixPick } from './odds-lines';
import type { PickerProps } from './picker-props';
import { useBoardPicks } from './use-board-picks';

export function MergeAnimalPicker(
  props: PickerProps & { zodiac: DrawZodiac; exactlySix: boolean },
) {
  useNamespaces('betting', 'lottery');
  const { game, odds, zodiac, disabled, exactlySix } = props;
  const t = useText();
  const [chosen, setChosen] = useState<readonly ZodiacAnimal[]>([]);
  const { picked, toggle } = useBoardPicks(game);
  const rule = validateMergedAnimalSelection(chosen.length, { exactlySix });
  const pick = rule.ok
    ? markSixPick(odds, { type: 'specialCodeMergeAnimal', animals: chosen }, zodiac.year)
    : undefined;
  const message = !rule.ok
    ? t(`betting:markSix.${rule.error}`)
    : pick === undefined
      ? t('lottery:board.noOdds')
      : null;
  return (
    <>
      <AnimalChooser
        label={t('common:markSixBetTypes.specialCodeMergeAnimal')}
        zodiac={zodiac}
        chosen={chosen}
        onChange={setChosen}
        disabled={disabled}
      />
      <AddBetBar
        count={chosen.length}
        pick={pick}
        message={message}
        picked={picked}
        onAdd={toggle}
        onClear={() => setChosen([])}
        disabled={disabled}
      />
    </>
  );
}
