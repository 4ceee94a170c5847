// The deposit amount: the channel's currency, quick amounts within its limits, the limits as a
// hint, and the failed check beside the field in the member's language.
import { AmountInput } from '@bet/ui/amount-input';
import { Button } from '@bet/ui/button';
import { FormField } from '@bet/ui/form-field';
import { useText } from '@bet/ui/text';
import { useController, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { useFieldError } from '../../../lib/forms/field-error';
import type { PayChannel } from './deposit-queries';
import { quickAmounts } from './deposit-schema';

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export function DepositAmountField({ channel }: { readonly channel: PayChannel }) {
  const t = useText();
  const form = useFormContext<{ amount: string }>();
  const { field } = useController({ control: form.control, name: 'amount' });
  const error = useFieldError(form, 'amount');
  const limits = t('wallet:depositForm.limits', {
    min: channel.min,
    max: channel.max,
    currency: channel.currency,
  });
  return (
    <>
      <FormField label={t('wallet:amount')} hint={limits} error={error} required>
        <AmountInput
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          currency={channel.currency}
        />
      </FormField>
      <Quick role="group" aria-label={t('wallet:depositForm.quickAmounts')}>
        {quickAmounts(channel).map((amount) => (
          <Button
            key={amount}
            size="sm"
            variant={field.value === amount ? 'primary' : 'secondary'}
            aria-pressed={field.value === amount}
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
