// Setting the payment password (spec section 5: exactly 6 characters; withdrawal and transfer
// need it first), typed twice, masked, with profile.setPaymentPassword. Resetting one that
// exists needs an email code: that is the profile's security screen.
import { bankPasswordBodySchema } from '@bet/api/contract/profile-schemas';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { PasswordField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useNamespaces } from '../../../lib/i18n/text';

const setPaymentPasswordSchema = bankPasswordBodySchema
  .pick({ bank_password: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.confirm === values.bank_password, {
    message: 'validation.passwordsDoNotMatch',
    path: ['confirm'],
  });

const digits = { inputMode: 'numeric', maxLength: 6, autoComplete: 'new-password' } as const;

export function PaymentPasswordForm({ hint }: { readonly hint?: string }) {
  useNamespaces('profile');
  const t = useText();
  const form = useSchemaForm(setPaymentPasswordSchema, { bank_password: '', confirm: '' });
  const save = useMutation(
    endpointMutation('profile.setPaymentPassword', {
      errorToast: false,
      invalidates: ['profile.info', 'profile.account'],
    }),
  );
  const submit = form.handleSubmit(({ bank_password }) =>
    save.mutateAsync({ body: { bank_password } }).catch(() => undefined),
  );
  return (
    <FormStack
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('profile:setPaymentPassword')}
    >
      {hint ? <p>{hint}</p> : null}
      <PasswordField
        form={form}
        name="bank_password"
        label={t('profile:paymentPassword')}
        {...digits}
      />
      <PasswordField
        form={form}
        name="confirm"
        label={t('profile:account.confirmPaymentPassword')}
        {...digits}
      />
      <FormAlert message={save.isError ? errorMessage(t, save.error) : null} />
      <Button type="submit" loading={save.isPending} disabled={save.isPending}>
        {t('profile:setPaymentPassword')}
      </Button>
    </FormStack>
  );
}
