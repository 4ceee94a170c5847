// One deposit: the amount (and the card, for a card channel), sent as wallet.recharge with an
// Idempotency-Key (the API client's, reused on its retries). The submit button is disabled while
// the call runs, so a double click books once; a refusal shows beside the button and keeps the
// values; the order it answers goes to `onOrder`.
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { FormAlert, FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { DepositAmountField } from './amount-field';
import { CardFields } from './card-fields';
import type { PayChannel, RechargeOrder } from './deposit-queries';
import { depositFormSchema, emptyDeposit } from './deposit-schema';

export interface DepositFormProps {
  readonly channel: PayChannel;
  readonly withCard: boolean;
  readonly onOrder: (order: RechargeOrder) => void;
}

export function DepositForm({ channel, withCard, onOrder }: DepositFormProps) {
  const t = useText();
  const schema = useMemo(
    () => depositFormSchema(channel, withCard, new Date()),
    [channel, withCard],
  );
  const form = useSchemaForm(schema, emptyDeposit(withCard));
  const recharge = useMutation(
    endpointMutation('wallet.recharge', { errorToast: false, invalidates: ['wallet.recharges'] }),
  );
  const submit = form.handleSubmit(async (values) => {
    if (recharge.isPending) return;
    const order = await recharge
      .mutateAsync({
        body: {
          pay_id: channel.id,
          amount: values.amount,
          currency: channel.currency,
          ...(values.card ? { card: values.card } : {}),
        },
      })
      .catch(() => undefined);
    if (order !== undefined) onOrder(order);
  });
  return (
    <FormProvider {...form}>
      <FormStack
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('wallet:deposit')}
      >
        <DepositAmountField channel={channel} />
        {withCard ? <CardFields /> : null}
        <FormAlert message={recharge.isError ? errorMessage(t, recharge.error) : null} />
        <Button
          type="submit"
          fullWidth
          loading={recharge.isPending || form.formState.isSubmitting}
          disabled={recharge.isPending || form.formState.isSubmitting}
        >
          {t('wallet:depositForm.submit')}
        </Button>
      </FormStack>
    </FormProvider>
  );
}
