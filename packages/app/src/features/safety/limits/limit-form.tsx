// Setting, lowering, raising or removing one period's deposit limit (safety.setDepositLimit). The
// server applies a decrease at once and holds an increase or a removal for 24 hours; the page
// then shows it as pending.
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useToast } from '@bet/ui/toast';
import { useMutation } from '@tanstack/react-query';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { TextField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack, Row } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import type { DepositLimitPeriod } from '@bet/domain/safety';
import { limitFormSchema } from '../safety-schemas';

export interface LimitFormProps {
  readonly period: DepositLimitPeriod;
  /** The period's name ('24 hours'), naming the form. */
  readonly label: string;
  readonly hasLimit: boolean;
}

export function LimitForm({ period, label, hasLimit }: LimitFormProps) {
  const t = useText();
  const toast = useToast();
  const form = useSchemaForm(limitFormSchema, { amount: '' });
  const save = useMutation(
    endpointMutation('safety.setDepositLimit', {
      errorToast: false,
      invalidates: ['safety.settings'],
    }),
  );
  const send = async (amount: string | null) => {
    await save.mutateAsync({ body: { period, amount } });
    form.reset({ amount: '' });
    toast.show({ type: 'successful', message: t('safety:limits.saved') });
  };
  const submit = form.handleSubmit(({ amount }) => send(amount).catch(() => undefined));
  return (
    <FormStack
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('safety:limits.formLabel', { period: label })}
    >
      <TextField
        form={form}
        name="amount"
        label={t('safety:limits.amount')}
        inputMode="decimal"
        autoComplete="off"
      />
      <FormAlert message={save.isError ? errorMessage(t, save.error) : null} />
      <Row>
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          {t('safety:limits.save')}
        </Button>
        {hasLimit ? (
          <Button
            type="button"
            variant="secondary"
            disabled={save.isPending}
            onClick={() => void send(null).catch(() => undefined)}
          >
            {t('safety:limits.remove')}
          </Button>
        ) : null}
      </Row>
    </FormStack>
  );
}
