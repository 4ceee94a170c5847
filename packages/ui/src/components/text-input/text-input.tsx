// TextInput: a single-line text field. Inside a FormField it takes its id, description and
// invalid state from the field; adornments sit inside the border (icons, currency, buttons).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { componentStyles } from '../../theme';
import { useFieldControl } from '../form-field/form-field-context';
import { Adornment, BareInput, FieldBox } from './input-styles';

export const COMPONENT_ID = 'text-input';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  /** Marks the value invalid (aria-invalid + error border); a FormField with an error does it too. */
  readonly invalid?: boolean | undefined;
  readonly startAdornment?: ReactNode;
  readonly endAdornment?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
  /** Class of the outer box (the input itself takes the rest of the props). */
  readonly className?: string | undefined;
};

const Box = styled(FieldBox)`
  ${componentStyles(COMPONENT_ID)}
`;

export function TextInput(props: TextInputProps) {
  const { invalid, startAdornment, endAdornment, className, type = 'text', ...rest } = props;
  const control = useFieldControl({
    id: rest.id,
    required: rest.required,
    invalid,
    'aria-describedby': rest['aria-describedby'],
  });
  return (
    <Box className={className} $invalid={control.invalid} $disabled={rest.disabled}>
      {startAdornment ? <Adornment>{startAdornment}</Adornment> : null}
      <BareInput
        {...rest}
        type={type}
        id={control.id}
        required={control.required}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
      />
      {endAdornment ? <Adornment>{endAdornment}</Adornment> : null}
    </Box>
  );
}
