// The amount of one transfer: required, a plain positive number, not above the side it leaves
// (the domain's validateAmount); disabled while the call runs, so a double click moves it once.
import { validateAmount } from '@bet/domain/validation-payment';
import { checkWith } from '@bet/api/contract/validated';
import { AmountInput } from '@bet/ui/amount-input';
import { Button } from '@bet/ui/button';
import { FormField } from '@bet/ui/form-field';
import { useText } from '@bet/ui/text';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod';
import { errorMessage } from '../../../lib/api/error-message';
import { useFieldError } from '../../../lib/forms/field-error';
import { FormAlert, FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useGameTransfer, type Direction, type GameWalletId } from './game-wallets';

export interface TransferFormProps {
  readonly wallet: GameWalletId;
  readonly direction: Direction;
  readonly currency: string;
  /** What the side the money leaves holds, when known. */
  readonly available: string | undefined;
}

export function TransferForm({ wallet, direction, currency, available }: TransferFormProps) {
  const t = useText();
  const schema = useMemo(
    () =>
      z.object({
        amount: z
          .string()
          .superRefine(
            checkWith((amount: string) => validateAmount({ amount, balance: available }), []),
          ),
      }),
    [available],
  );
  const form = useSchemaForm(schema, { amount: '' });
  const error = useFieldError(form, 'amount');
  const move = useGameTransfer();
  const submit = form.handleSubmit(async ({ amount }) => {
    if (move.pending) return;
    move.reset();
    const done = await move.transfer(wallet, direction, amount, currency).catch(() => undefined);
    if (done !== undefined) form.reset({ amount: '' });
  });
  const busy = move.pending || form.formState.isSubmitting;
  return (
    <FormStack
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('wallet:transfer')}
    >
      <FormField label={t('wallet:amount')} error={error} required>
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
              currency={currency}
              max={available}
            />
          )}
        />
      </FormField>
      <FormAlert message={move.error ? errorMessage(t, move.error) : null} />
      <div aria-live="polite">{move.succeeded ? <p>{t('wallet:transferSuccess')}</p> : null}</div>
      <Button type="submit" fullWidth loading={busy} disabled={busy}>
        {t('wallet:transfer')}
      </Button>
    </FormStack>
  );
}
