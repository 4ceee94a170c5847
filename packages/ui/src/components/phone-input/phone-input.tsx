// PhoneInput: dial code (spec section 3, "Phone dial-code entries", from @bet/domain) plus the
// national number. The select is named 'Country code'; the number takes the FormField label.
import { DIAL_CODES, type DialCodeEntry } from '@bet/domain/dial-codes';
import styled from 'styled-components';
import { useText } from '../../text';
import { componentStyles } from '../../theme';
import { FormFieldContext } from '../form-field/form-field-context';
import { Select } from '../select';
import { TextInput, type TextInputProps } from '../text-input';

export const COMPONENT_ID = 'phone-input';

export interface PhoneValue {
  /** With the plus sign, e.g. '+55'. */
  readonly dialCode: string;
  /** The national number as typed (digits, spaces and dashes). */
  readonly number: string;
}

export type PhoneInputProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'startAdornment'
> & {
  readonly value: PhoneValue;
  readonly onChange: (value: PhoneValue) => void;
  /** The dial codes offered; the spec's list by default. */
  readonly dialCodes?: readonly Pick<DialCodeEntry, 'code' | 'name' | 'flag'>[] | undefined;
};

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;

  & > :first-child {
    flex: 0 0 auto;
    width: 7.5rem;
  }

  & > :last-child {
    flex: 1;
  }

  ${componentStyles(COMPONENT_ID)}
`;

/** Keeps what a phone number may contain; the domain validator normalises the rest. */
function cleanNumber(raw: string): string {
  return raw.replace(/[^\d\s-]/g, '');
}

export function PhoneInput({ value, onChange, dialCodes = DIAL_CODES, ...rest }: PhoneInputProps) {
  const t = useText();
  const options = dialCodes.map((entry) => ({
    value: entry.code,
    label: `${entry.flag} ${entry.code}`,
  }));
  const known = dialCodes.some((entry) => entry.code === value.dialCode);
  return (
    <Row>
      {/* The select is a control of its own: it must not take the field's id or description. */}
      <FormFieldContext.Provider value={null}>
        <Select
          aria-label={t('ui:countryCode')}
          options={options}
          placeholder={known ? undefined : t('ui:countryCode')}
          value={known ? value.dialCode : ''}
          disabled={rest.disabled}
          onChange={(event) => onChange({ ...value, dialCode: event.target.value })}
          title={dialCodes.find((entry) => entry.code === value.dialCode)?.name}
        />
      </FormFieldContext.Provider>
      <TextInput
        {...rest}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={value.number}
        onChange={(event) => onChange({ ...value, number: cleanNumber(event.target.value) })}
      />
    </Row>
  );
}
