// A small one-of-n choice as toggle buttons (aria-pressed) in a labelled group: what a chart
// shows, which position it is about. Wraps onto more lines on a phone.
import { focusRing } from '@bet/ui/theme';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Chip = styled.button`
  min-height: 32px;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  cursor: pointer;
  ${focusRing}

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.palette.primary.main};
    border-color: ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.on};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

export interface Choice<T extends string | number> {
  readonly value: T;
  readonly label: string;
}

export interface ChoiceChipsProps<T extends string | number> {
  /** Names the group for screen readers. */
  readonly label: string;
  readonly choices: readonly Choice<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}

export function ChoiceChips<T extends string | number>(props: ChoiceChipsProps<T>) {
  const { label, choices, value, onChange } = props;
  return (
    <Group role="group" aria-label={label}>
      {choices.map((choice) => (
        <Chip
          key={choice.value}
          type="button"
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Chip>
      ))}
    </Group>
  );
}
