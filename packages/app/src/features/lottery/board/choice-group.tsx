// A small labelled selector of the board (regular-number position, combination level): toggle
// buttons with aria-pressed, exactly one pressed.
import { useId } from 'react';
import styled from 'styled-components';
import { Choice, Row } from './board-styles';

const Label = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export function ChoiceGroup<T extends number>(props: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  optionLabel: (value: T) => string;
  disabled: boolean;
}) {
  const { label, options, value, onChange, optionLabel, disabled } = props;
  const labelId = useId();
  return (
    <Row role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      {options.map((option) => (
        <Choice
          key={option}
          type="button"
          aria-pressed={option === value}
          disabled={disabled}
          onClick={() => onChange(option)}
        >
          {optionLabel(option)}
        </Choice>
      ))}
    </Row>
  );
}
