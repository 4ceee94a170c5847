// Binding the email with a one-time code (spec section 2, profile): send the code, enter it, bind.
// A refusal ("already verified", "OTP failed", "change failed") shows in the member's language.
import { OTP_KINDS } from '@bet/api/contract/verification';
import { bindEmailBodySchema } from '@bet/api/contract/profile-schemas';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { TextField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack, Row } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { SavedNote } from '../forms/saved-note';
import { SendCodeButton } from './send-code-button';

const silent = { errorToast: false } as const;

export function BindEmailForm() {
  const t = useText();
  const form = useSchemaForm(bindEmailBodySchema, { email: '', code: '' });
  const sendCode = useMutation(endpointMutation('verification.email', silent));
  const bind = useMutation(
    endpointMutation('profile.bindEmail', {
      ...silent,
      invalidates: ['profile.info', 'profile.account'],
    }),
  );
  const showError = (error: unknown) => form.setError('root', { message: errorMessage(t, error) });
  const send = async () => {
    if (!(await form.trigger('email'))) return null;
    form.clearErrors('root');
    const email = form.getValues('email');
    return sendCode
      .mutateAsync({ query: { email, kind: OTP_KINDS.bind } })
      .then((sent) => sent.resend_after)
      .catch((error: unknown) => (showError(error), null));
  };
  const submit = form.handleSubmit((body) =>
    bind.mutateAsync({ body }).then(() => form.reset({ email: '', code: '' }), showError),
  );
  return (
    <FormStack
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('profile:bindEmail')}
    >
      <Row>
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('profile:email')}
          autoComplete="email"
        />
        <SendCodeButton send={send} pending={sendCode.isPending} />
      </Row>
      <TextField
        form={form}
        name="code"
        label={t('profile:account.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <FormAlert message={form.formState.errors.root?.message} />
      <SavedNote shown={bind.isSuccess} text={t('profile:account.emailBound')} />
      <Button type="submit" loading={bind.isPending} disabled={bind.isPending}>
        {t('profile:bindEmail')}
      </Button>
    </FormStack>
  );
}
