// A position's name from its number (1 = champion), as the bet screens write it.
import { PK10_POSITIONS } from '@bet/domain/racing';
import { useText } from '@bet/ui/text';

export function usePositionName(): (position: number) => string {
  const t = useText();
  return (position) => {
    const key = PK10_POSITIONS[position - 1];
    return key === undefined ? String(position) : t(`common:racing.${key}`);
  };
}
