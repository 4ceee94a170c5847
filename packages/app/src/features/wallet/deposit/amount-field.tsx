// The deposit amount: the channel's currency, quick amounts within its limits, the limits (and
// "whole amounts only" where the channel says so) as a hint, and the failed check beside the field
// in the member's language. Plain text, so what was typed is checked as typed (1e3 is refused,
// not read as 1000; 1,5 is refused, not read as 1.5).
import { Button } from '@bet/ui/button';
import { FormField } from '@bet/ui/form-field';
import { TextInput } from '@bet/ui/text-input';
import { useText } from '@bet/ui/text';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { useFieldError } from '../../../lib/forms/field-error';
import type { PayChannel } from './deposit-queries';
import { quickAmounts } from './deposit-schema';

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Currency = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

const Hint = styled.span`
  display: grid;
`;

export function DepositAmountField({ channel }: { readonly channel: PayChannel }) {
  const t = useText();
  const form = useFormContext<{ amount: string }>();
  const error = useFieldError(form, 'amount');
  const typed = form.watch('amount');
  const { min, max, currency } = channel;
  const hint = (
    <Hint>
      <span>{t('wallet:depositForm.limits', { min, max, currency })}</span>
      {channel.whole ? <span>{t('wallet:depositForm.wholeOnly')}</span> : null}
    </Hint>
  );
  return (
    <>
      <FormField label={t('wallet:amount')} hint={hint} error={error} required>
        <TextInput
          {...form.register('amount')}
          inputMode={channel.whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          endAdornment={<Currency>{currency}</Currency>}
        />
      </FormField>
      <Quick role="group" aria-label={t('wallet:depositForm.quickAmounts')}>
        {quickAmounts(channel).map((amount) => (
          <Button
            key={amount}
            size="sm"
            variant={typed === amount ? 'primary' : 'secondary'}
            aria-pressed={typed === amount}
            onClick={() =>
              form.setValue('amount', amount, { shouldValidate: true, shouldTouch: true })
            }
          >
            {amount}
          </Button>
        ))}
      </Quick>
    </>
  );
}
