// Select: the native <select>, styled. Native keeps the platform's keyboard, screen reader and
// mobile picker behaviour for free; it takes the FormField's label, hint and error like inputs.
import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { componentStyles } from '../../theme';
import { ChevronDownIcon } from '../../internal/icons';
import { useFieldControl } from '../form-field/form-field-context';
import { controlFrame, focusFrame } from '../text-input/input-styles';

export const COMPONENT_ID = 'select';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean | undefined;
}

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> & {
  readonly options: readonly SelectOption[];
  /** A first, empty choice such as 'Choose a bank'; the field is empty until one is picked. */
  readonly placeholder?: string | undefined;
  readonly invalid?: boolean | undefined;
  readonly ref?: Ref<HTMLSelectElement>;
};

const Wrapper = styled.div`
  position: relative;
  display: flex;
  min-width: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Native = styled.select<{ $invalid: boolean; $disabled?: boolean }>`
  ${controlFrame}
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `0 ${theme.spacing.xxl} 0 ${theme.spacing.md}`};
  appearance: none;
  cursor: pointer;

  &:focus-visible {
    ${focusFrame}
  }

  &:disabled {
    color: ${({ theme }) => theme.palette.text.disabled};
    cursor: not-allowed;
  }

  option {
    background: ${({ theme }) => theme.palette.surface.surface};
    color: ${({ theme }) => theme.palette.text.primary};
  }

  ${componentStyles(COMPONENT_ID)}
`;

const Chevron = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.spacing.md};
  display: inline-flex;
  transform: translateY(-50%);
  pointer-events: none;
`;

export function Select({ options, placeholder, invalid, className, ...rest }: SelectProps) {
  const control = useFieldControl({
    id: rest.id,
    required: rest.required,
    invalid,
    'aria-describedby': rest['aria-describedby'],
  });
  return (
    <Wrapper className={className}>
      <Native
        {...rest}
        id={control.id}
        required={control.required}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        $invalid={control.invalid}
        $disabled={rest.disabled}
      >
        {placeholder !== undefined ? (
          <option value="" disabled={control.required}>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Native>
      <Chevron>
        <ChevronDownIcon size={18} />
      </Chevron>
    </Wrapper>
  );
}
