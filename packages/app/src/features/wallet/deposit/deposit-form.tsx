// One deposit: the amount (and the card, for a card channel), sent as wallet.recharge with an
// Idempotency-Key (the API client's, reused on its own retries). The submit button is disabled
// while the call runs and a second submit meanwhile is dropped, so a double click books once; a
// refusal shows beside the button and keeps the values. The card travels in the request only:
// nothing is written to storage (useRecharge, deposit-queries.ts).
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMemo, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { errorMessage } from '../../../lib/api/error-message';
import { FormAlert, FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { DepositAmountField } from './amount-field';
import { CardFields } from './card-fields';
import type { PayChannel, RechargeMutation } from './deposit-queries';
import { depositFormSchema, emptyDeposit } from './deposit-schema';

export interface DepositFormProps {
  readonly channel: PayChannel;
  readonly withCard: boolean;
  /** The recharge call (useRecharge); its answer is shown by the caller. */
  readonly recharge: RechargeMutation;
}

export function DepositForm({ channel, withCard, recharge }: DepositFormProps) {
  const t = useText();
  const schema = useMemo(
    () => depositFormSchema(channel, withCard, new Date()),
    [channel, withCard],
  );
  const form = useSchemaForm(schema, emptyDeposit(withCard));
  // Set before the call and cleared after it: a second submit in between sends nothing.
  const sending = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    await recharge
      .mutateAsync({
        body: {
          pay_id: channel.id,
          amount: values.amount,
          currency: channel.currency,
          ...(values.card ? { card: values.card } : {}),
        },
      })
      // A refusal is shown from the call's state; the values stay for another try.
      .catch(() => undefined)
      .finally(() => {
        sending.current = false;
      });
  });
  const busy = recharge.isPending || form.formState.isSubmitting;
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
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          {t('wallet:depositForm.submit')}
        </Button>
      </FormStack>
    </FormProvider>
  );
}
