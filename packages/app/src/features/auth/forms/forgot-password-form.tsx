// Forgot password (spec section 2: "forgot password, with a change step"): the email gets a reset
// code (verification.email), then the code and the new password, twice, change it
// (auth.forgotPassword). Two small forms, one per step, each over its own schema.
import { OTP_KINDS } from '@bet/api/contract/verification';
import { Button } from '@bet/ui/button';
import { useToast } from '@bet/ui/toast';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { PasswordField, TextField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack, LinkRow } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAuthModal } from '../use-auth';
import { forgotChangeSchema, forgotEmailSchema } from './auth-form-schemas';
import { useNamespaces } from '../../../lib/i18n/text';

const silent = { errorToast: false } as const;

function BackToLogin() {
  useNamespaces('auth');
  const t = useText();
  const modal = useAuthModal();
  return (
    <LinkRow>
      <Button variant="ghost" size="sm" onClick={() => modal.open('login')}>
        {t('auth:login')}
      </Button>
    </LinkRow>
  );
}

/** Step one: the email that gets the code; `onSent` moves on to step two. */
export function ForgotEmailForm({ onSent }: { onSent: (email: string) => void }) {
  useNamespaces('auth');
  const t = useText();
  const toast = useToast();
  const sendCode = useMutation(endpointMutation('verification.email', silent));
  const form = useSchemaForm(forgotEmailSchema, { email: '' });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await sendCode.mutateAsync({ query: { email, kind: OTP_KINDS.resetPassword } });
      toast.show({ type: 'info', message: t('auth:codeSent') });
      onSent(email);
    } catch (error) {
      form.setError('root', { message: errorMessage(t, error) });
    }
  });
  return (
    <FormStack
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('auth:resetPassword')}
    >
      <TextField
        form={form}
        name="email"
        label={t('auth:email')}
        type="email"
        autoComplete="email"
      />
      <FormAlert message={form.formState.errors.root?.message} />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
        {t('auth:sendCode')}
      </Button>
      <BackToLogin />
    </FormStack>
  );
}

/** Step two: the code and the new password for `email`. */
export function ForgotChangeForm({ email }: { email: string }) {
  useNamespaces('auth');
  const t = useText();
  const toast = useToast();
  const modal = useAuthModal();
  const change = useMutation(endpointMutation('auth.forgotPassword', silent));
  const form = useSchemaForm(forgotChangeSchema, { code: '', password: '', confirm: '' });
  const submit = form.handleSubmit(async ({ code, password }) => {
    try {
      await change.mutateAsync({ body: { email, code, password } });
      toast.show({ type: 'successful', message: t('auth:passwordChanged') });
      modal.open('login');
    } catch (error) {
      form.setError('root', { message: errorMessage(t, error) });
    }
  });
  return (
    <FormStack
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('auth:resetPassword')}
    >
      <TextField
        form={form}
        name="code"
        label={t('auth:otpCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <PasswordField
        form={form}
        name="password"
        label={t('auth:newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name="confirm"
        label={t('auth:confirmPassword')}
        autoComplete="new-password"
      />
      <FormAlert message={form.formState.errors.root?.message} />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
        {t('auth:changePassword')}
      </Button>
      <BackToLogin />
    </FormStack>
  );
}
