// One withdrawal (issue 13, "Withdraw"): the amount with its fee and net live, where the money
// goes (an address on the channel's network, or a saved account), then the payment password in
// a dialog. The request (wallet.withdraw) carries the client's Idempotency-Key; while it runs the
// dialog's button is disabled, so a double click books once.
import { AmountInput } from '@bet/ui/amount-input';
import { Button } from '@bet/ui/button';
import { FormField } from '@bet/ui/form-field';
import { useText } from '@bet/ui/text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { useFieldError } from '../../../lib/forms/field-error';
import { TextField } from '../../../lib/forms/form-fields';
import { FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { SavedAccountField } from '../bank-accounts/saved-account-field';
import { PasswordDialog } from './password-dialog';
import type { WithdrawOrder } from './withdraw-queries';
import { WithdrawQuote } from './withdraw-quote';
import { feesOf, withdrawFormSchema, type WithdrawContext } from './withdraw-schema';

type Values = { amount: string; address?: string | undefined; info_id?: number | undefined };

export interface WithdrawFormProps {
  readonly context: WithdrawContext;
  readonly onOrder: (order: WithdrawOrder) => void;
}

export function WithdrawForm({ context, onOrder }: WithdrawFormProps) {
  const t = useText();
  const { channel } = context;
  const schema = useMemo(() => withdrawFormSchema(context), [context]);
  const form = useSchemaForm(schema, { amount: '', address: '' });
  const amountError = useFieldError(form, 'amount');
  const [confirming, setConfirming] = useState<Values | undefined>(undefined);
  const queryClient = useQueryClient();
  const withdraw = useMutation(
    endpointMutation('wallet.withdraw', {
      errorToast: false,
      invalidates: ['wallet.balance', 'wallet.withdrawals', 'wallet.changeLog'],
    }),
  );
  const confirm = (password: string) => {
    // The mutation cache, not this render's state: a second click of a double click comes before
    // React has re-rendered with the first one pending.
    const running = queryClient.isMutating({ mutationKey: ['wallet.withdraw'] }) > 0;
    if (confirming === undefined || running) return;
    const to =
      channel.network !== null ? { address: confirming.address } : { info_id: confirming.info_id };
    withdraw.mutate(
      {
        body: {
          channel_id: channel.id,
          amount: confirming.amount,
          currency: channel.currency,
          bank_password: password,
          ...to,
        },
      },
      {
        onSuccess: (order) => {
          setConfirming(undefined);
          onOrder(order);
        },
      },
    );
  };
  const amount = form.watch('amount');
  return (
    <FormProvider {...form}>
      <FormStack
        noValidate
        onSubmit={(event) => void form.handleSubmit(setConfirming)(event)}
        aria-label={t('wallet:withdraw')}
      >
        <FormField
          label={t('wallet:amount')}
          error={amountError}
          required
          hint={t('wallet:withdrawForm.limits', {
            min: channel.min,
            max: channel.max,
            currency: channel.currency,
          })}
        >
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <AmountInput
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                currency={channel.currency}
                max={context.balance}
              />
            )}
          />
        </FormField>
        <WithdrawQuote {...feesOf(context)} amount={amount} />
        {channel.network !== null ? (
          <TextField
            form={form}
            name="address"
            label={t('wallet:walletAddress')}
            hint={t('wallet:withdrawForm.addressHint', { network: channel.network })}
            autoComplete="off"
            spellCheck={false}
          />
        ) : (
          <SavedAccountField />
        )}
        <Button type="submit" fullWidth>
          {t('wallet:withdraw')}
        </Button>
      </FormStack>
      {confirming !== undefined ? (
        <PasswordDialog
          pending={withdraw.isPending}
          error={withdraw.error}
          onConfirm={confirm}
          onCancel={() => {
            withdraw.reset();
            setConfirming(undefined);
          }}
        />
      ) : null}
    </FormProvider>
  );
}
