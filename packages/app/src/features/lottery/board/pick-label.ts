// A mark-six pick as the member reads it away from the board (stakes panel, my bets): "Special
// number 07", "No.3 Big", "Merged zodiacs: Rat, Ox, Tiger". Animals, sides and colours are the
// shared names of the common namespace; the patterns are the lottery namespace's.
import type { ColorPick, MarkSixSelection, ZodiacAnimal } from '@bet/domain/mark-six';
import { padTwo } from '@bet/domain/money';
import type { Text } from '@bet/ui/text';
import { sortedAnimals } from './odds-lines';

/** A colour, or a half-wave: "Red", "Red Big". */
export function colorPickLabel(t: Text, pick: ColorPick): string {
  const color = t(`common:ballColors.${pick.color}`);
  return pick.side === undefined
    ? color
    : t('lottery:colors.halfWave', { color, side: t(`common:markSixSides.${pick.side}`) });
}

/** Animals in zodiac order, in the reader's language and list separator. */
export function animalsLabel(t: Text, animals: readonly ZodiacAnimal[]): string {
  return sortedAnimals(animals)
    .map((animal) => t(`common:zodiac.${animal}`))
    .join(t('lottery:board.labels.separator'));
}

export function markSixPickLabel(t: Text, selection: MarkSixSelection): string {
  switch (selection.type) {
    case 'specialCode':
    case 'numberCode':
      return t(`lottery:board.labels.${selection.type}`, { ball: padTwo(selection.ball) });
    case 'specialCodeSide':
      return t('lottery:board.labels.specialCodeSide', {
        side: t(`common:markSixSides.${selection.side}`),
      });
    case 'numberCodeSide':
      return t('lottery:board.labels.numberCodeSide', {
        position: selection.position,
        side: t(`common:markSixSides.${selection.side}`),
      });
    case 'specialCodeColor':
      return t('lottery:board.labels.specialCodeColor', {
        color: colorPickLabel(t, selection.pick),
      });
    case 'numberCodeColor':
      return t('lottery:board.labels.numberCodeColor', {
        position: selection.position,
        color: colorPickLabel(t, selection.pick),
      });
    case 'specialCodeAnimal':
      return t('lottery:board.labels.specialCodeAnimal', {
        animal: t(`common:zodiac.${selection.animal}`),
      });
    case 'specialCodeMergeAnimal':
      return t('lottery:board.labels.specialCodeMergeAnimal', {
        animals: animalsLabel(t, selection.animals),
      });
    case 'specialCodeTail':
    case 'tail':
      return t(`lottery:board.labels.${selection.type}`, { tail: selection.tail });
    case 'specialCodeCombinationZodiacs':
      return t('lottery:board.labels.specialCodeCombinationZodiacs', {
        level: selection.level,
        animals: animalsLabel(t, selection.animals),
      });
  }
}
