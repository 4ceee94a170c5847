// Resetting the payment password with a code sent to the verified email (spec section 2): the
// code, then the new 6 digits twice. A reset also ends a lock after five wrong tries.
import { otpSchema } from '@bet/api/contract/common';
import { bankPasswordBodySchema } from '@bet/api/contract/profile-schemas';
import { OTP_KINDS } from '@bet/api/contract/verification';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { PasswordField, TextField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack, Row } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { SavedNote } from '../forms/saved-note';
import { SendCodeButton } from './send-code-button';

const silent = { errorToast: false } as const;

const resetSchema = bankPasswordBodySchema
  .extend({ code: otpSchema, confirm: z.string() })
  .refine((values) => values.confirm === values.bank_password, {
    message: 'validation.passwordsDoNotMatch',
    path: ['confirm'],
  });

const empty = { code: '', bank_password: '', confirm: '' };
const digits = { inputMode: 'numeric', maxLength: 6, autoComplete: 'new-password' } as const;

/** `email` is the member's verified email, where the code goes. */
export function ResetPaymentPasswordForm({ email }: { readonly email: string }) {
  const t = useText();
  const form = useSchemaForm(resetSchema, empty);
  const sendCode = useMutation(endpointMutation('verification.email', silent));
  const reset = useMutation(
    endpointMutation('profile.setPaymentPassword', {
      ...silent,
      invalidates: ['profile.info', 'profile.account'],
    }),
  );
  const showError = (error: unknown) => form.setError('root', { message: errorMessage(t, error) });
  const send = () =>
    sendCode
      .mutateAsync({ query: { email, kind: OTP_KINDS.resetPaymentPassword } })
      .then((sent) => sent.resend_after)
      .catch((error: unknown) => (showError(error), null));
  const submit = form.handleSubmit(({ code, bank_password }) =>
    reset.mutateAsync({ body: { code, bank_password } }).then(() => form.reset(empty), showError),
  );
  return (
    <FormStack
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('profile:resetPaymentPassword')}
    >
      <p>{t('profile:account.codeGoesTo', { email })}</p>
      <Row>
        <TextField
          form={form}
          name="code"
          label={t('profile:account.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <SendCodeButton send={send} pending={sendCode.isPending} />
      </Row>
      <PasswordField
        form={form}
        name="bank_password"
        label={t('profile:account.newPaymentPassword')}
        {...digits}
      />
      <PasswordField
        form={form}
        name="confirm"
        label={t('profile:account.confirmPaymentPassword')}
        {...digits}
      />
      <FormAlert message={form.formState.errors.root?.message} />
      <SavedNote shown={reset.isSuccess} text={t('profile:account.paymentPasswordSaved')} />
      <Button type="submit" loading={reset.isPending} disabled={reset.isPending}>
        {t('profile:resetPaymentPassword')}
      </Button>
    </FormStack>
  );
}
