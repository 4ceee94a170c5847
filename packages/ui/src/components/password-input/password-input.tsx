// PasswordInput: a TextInput whose value can be revealed. The toggle is a toggle button
// (aria-pressed) named 'Show password', pointing at the input it controls.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useText } from '../../text';
import { componentStyles } from '../../theme';
import { EyeIcon, EyeOffIcon } from '../../internal/icons';
import { IconButton } from '../button';
import { TextInput, type TextInputProps } from '../text-input';
import { useFormField } from '../form-field';

export const COMPONENT_ID = 'password-input';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'endAdornment'> & {
  /** Starts revealed (e.g. a payment password typed on a private device). */
  readonly defaultVisible?: boolean | undefined;
};

const Field = styled(TextInput)`
  ${componentStyles(COMPONENT_ID)}
`;

export function PasswordInput({ defaultVisible = false, ...props }: PasswordInputProps) {
  const t = useText();
  const field = useFormField();
  const generated = useId();
  const id = props.id ?? field?.inputId ?? generated;
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Field
      autoComplete="current-password"
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          size="sm"
          variant="ghost"
          icon={visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          aria-label={t('ui:showPassword')}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
