// AmountInput: a money field. Numeric keyboard on phones, the currency's decimals enforced as the
// user types (truncated, never rounded; spec section 5), and an optional Max button that fills in
// the available amount truncated the same way.
import { truncateAmount } from '@bet/domain/money';
import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { useText } from '../../text';
import { componentStyles } from '../../theme';
import { Button } from '../button';
import { TextInput, type TextInputProps } from '../text-input';
import { sanitizeAmount } from './sanitize-amount';

export const COMPONENT_ID = 'amount-input';

export type AmountInputProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'endAdornment'
> & {
  /** The amount as typed, a decimal string ('' when empty). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Currency code: decides the decimals (6 for USDT, else 2) and is shown in the field. */
  readonly currency: string;
  /** When given, a Max button fills in this amount (e.g. the balance). */
  readonly max?: string | number | undefined;
};

const Currency = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

const Field = styled(TextInput)`
  ${componentStyles(COMPONENT_ID)}
`;

function safeMax(max: string | number, currency: string): string | undefined {
  try {
    return sanitizeAmount(truncateAmount(max, currency), currency);
  } catch {
    // A max that is not a number (e.g. a balance not loaded yet) disables the button.
    return undefined;
  }
}

export function AmountInput({ value, onChange, currency, max, ...rest }: AmountInputProps) {
  const t = useText();
  const maxValue = max === undefined ? undefined : safeMax(max, currency);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(sanitizeAmount(event.target.value, currency));
  };
  return (
    <Field
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={handleChange}
      endAdornment={
        <>
          <Currency>{currency.toUpperCase()}</Currency>
          {max !== undefined ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={rest.disabled || maxValue === undefined}
              onClick={() => maxValue !== undefined && onChange(maxValue)}
            >
              {t('ui:max')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
