// The slip's options (spec section 3): "single match" and "2 String 1" up to "N String 1" for N
// distinct matches, several at once. Options no longer offered are dropped by the caller
// (retainAvailableOptions).
import { availableParlayOptions } from '@bet/domain/bet-slip';
import { Checkbox } from '@bet/ui/checkbox';
import { useText } from '@bet/ui/text';
import { memo } from 'react';

export interface SlipOptionsProps {
  readonly matchCount: number;
  readonly selected: readonly string[];
  readonly onChange: (next: readonly string[]) => void;
}

export const SlipOptions = memo(function SlipOptions({
  matchCount,
  selected,
  onChange,
}: SlipOptionsProps) {
  const t = useText();
  const options = availableParlayOptions(matchCount);
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}
    >
      <legend>{t('betting:slip.options')}</legend>
      {options.map((option, index) => (
        <Checkbox
          key={option}
          label={index === 0 ? t('betting:singleMatch') : t('betting:stringOne', { n: index + 1 })}
          checked={selected.includes(option)}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? [...selected, option]
                : selected.filter((value) => value !== option),
            )
          }
        />
      ))}
    </fieldset>
  );
});
