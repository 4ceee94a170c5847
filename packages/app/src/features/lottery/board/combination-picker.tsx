// Combination zodiacs: a level (animals per ticket, 1 to 5) and the animals; every group of
// `level` chosen animals is one ticket, which wins when all its animals are among the seven
// numbers. The level rules are @bet/domain's (spec section 5), and 15% is deducted from the prize
// of a ticket holding the year's animal (spec section 9).
import {
  COMBINATION_LEVELS,
  subsetsOf,
  validateCombinationZodiacs,
  type CombinationLevel,
  type CombinationZodiacError,
  type ZodiacAnimal,
} from '@bet/domain/mark-six';
import { useText, type TextKey } from '@bet/ui/text';
import { useState } from 'react';
import { useNamespaces } from '../../../lib/i18n/text';
import type { DrawZodiac } from '../balls';
import { AddBetBar } from './add-bet-bar';
import { AnimalChooser } from './animal-chooser';
import { Hint, Message } from './board-styles';
import { ChoiceGroup } from './choice-group';
import { markSixPick } from './odds-lines';
import type { PickerProps } from './picker-props';
import { useBoardPicks } from './use-board-picks';

/** The level shown first: two animals per ticket, the usual combination. */
const FIRST_LEVEL: CombinationLevel = 2;

/** The rule's message; the domain's error type also names a level-1 minimum it reports as atLeastOne. */
function ruleMessage(error: CombinationZodiacError): TextKey {
  return error === 'atLeastCombinationLevel1'
    ? 'betting:markSix.atLeastOne'
    : `betting:markSix.${error}`;
}

export function CombinationPicker(props: PickerProps & { zodiac: DrawZodiac }) {
  useNamespaces('betting', 'lottery');
  const { game, odds, zodiac, disabled } = props;
  const t = useText();
  const [level, setLevel] = useState<CombinationLevel>(FIRST_LEVEL);
  const [chosen, setChosen] = useState<readonly ZodiacAnimal[]>([]);
  const { picked, toggle } = useBoardPicks(game);
  const rule = validateCombinationZodiacs(chosen.length, level);
  const pick = rule.ok
    ? markSixPick(
        odds,
        { type: 'specialCodeCombinationZodiacs', level, animals: chosen },
        zodiac.year,
      )
    : undefined;
  const message = !rule.ok
    ? t(ruleMessage(rule.error))
    : pick === undefined
      ? t('lottery:board.noOdds')
      : null;
  const yearAnimal = t(`common:zodiac.${zodiac.year}`);
  return (
    <>
      <ChoiceGroup
        label={t('lottery:board.level')}
        options={COMBINATION_LEVELS}
        value={level}
        onChange={setLevel}
        optionLabel={String}
        disabled={disabled}
      />
      <AnimalChooser
        label={t('common:markSixBetTypes.specialCodeCombinationZodiacs')}
        zodiac={zodiac}
        chosen={chosen}
        onChange={setChosen}
        disabled={disabled}
      />
      <Hint>{t('lottery:board.yearDeduction', { animal: yearAnimal })}</Hint>
      {chosen.includes(zodiac.year) ? (
        <Message $tone="warning">{t('lottery:board.yearChosen', { animal: yearAnimal })}</Message>
      ) : null}
      <AddBetBar
        count={chosen.length}
        pick={pick}
        message={message}
        picked={picked}
        onAdd={toggle}
        onClear={() => setChosen([])}
        disabled={disabled}
      >
        <span>{t('lottery:board.tickets', { number: subsetsOf(chosen, level).length })}</span>
      </AddBetBar>
    </>
  );
}
