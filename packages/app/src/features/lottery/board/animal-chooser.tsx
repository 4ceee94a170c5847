// The twelve animals as toggles, each with its balls on the draw's date: the choice of a merged
// or combination zodiac bet, before it is added as one pick.
import { ZODIAC_ANIMALS, type ZodiacAnimal } from '@bet/domain/mark-six';
import { useText } from '@bet/ui/text';
import { ZodiacChip } from '@bet/ui/zodiac-chip';
import type { DrawZodiac } from '../balls';
import { ChipGrid } from './board-styles';
import { sortedAnimals } from './odds-lines';

export function AnimalChooser(props: {
  label: string;
  zodiac: DrawZodiac;
  chosen: readonly ZodiacAnimal[];
  onChange: (chosen: readonly ZodiacAnimal[]) => void;
  disabled: boolean;
}) {
  const { label, zodiac, chosen, onChange, disabled } = props;
  const t = useText();
  const onToggle = (animal: ZodiacAnimal, selected: boolean) =>
    onChange(
      selected ? sortedAnimals([...chosen, animal]) : chosen.filter((item) => item !== animal),
    );
  return (
    <ChipGrid role="group" aria-label={label}>
      {ZODIAC_ANIMALS.map((animal) => (
        <ZodiacChip
          key={animal}
          animal={animal}
          name={t(`common:zodiac.${animal}`)}
          drawDate={zodiac.date}
          selected={chosen.includes(animal)}
          disabled={disabled}
          onToggle={onToggle}
        />
      ))}
    </ChipGrid>
  );
}
