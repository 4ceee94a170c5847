// Forgot password (spec section 2: "forgot password, with a change step"): the email gets a reset
// code (verification.email), then the code and the new password, twice, change it
// (auth.forgotPassword). Two small forms, one per step, each over its own schema.
import { OTP_KINDS } from '@bet/api/contract/verification';
import { Button } from '@bet/ui/button';
import { useToast } from '@bet/ui/toast';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { PasswordField, TextField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack, LinkRow } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useServices } from '../../../lib/services';
import { useAuthModal } from '../use-auth';
import { forgotChangeSchema, forgotEmailSchema } from './auth-form-schemas';

const silent = { errorToast: false } as const;

function BackToLogin() {
  const { t } = useTranslation('auth');
  const modal = useAuthModal();
  return (
    <LinkRow>
      <Button variant="ghost" size="sm" onClick={() => modal.open('login')}>
        {t('login')}
      </Button>
    </LinkRow>
  );
}

/** Step one: the email that gets the code; `onSent` moves on to step two. */
export function ForgotEmailForm({ onSent }: { onSent: (email: string) => void }) {
  const { i18n } = useServices();
  const { t } = useTranslation('auth');
  const toast = useToast();
  const sendCode = useMutation(endpointMutation('verification.email', silent));
  const form = useSchemaForm(forgotEmailSchema, { email: '' });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await sendCode.mutateAsync({ query: { email, kind: OTP_KINDS.resetPassword } });
      toast.show({ type: 'info', message: t('codeSent') });
      onSent(email);
    } catch (error) {
      form.setError('root', { message: errorMessage(i18n, error) });
    }
  });
  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)} aria-label={t('resetPassword')}>
      <TextField form={form} name="email" label={t('email')} type="email" autoComplete="email" />
      <FormAlert message={form.formState.errors.root?.message} />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
        {t('sendCode')}
      </Button>
      <BackToLogin />
    </FormStack>
  );
}

/** Step two: the code and the new password for `email`. */
export function ForgotChangeForm({ email }: { email: string }) {
  const { i18n } = useServices();
  const { t } = useTranslation('auth');
  const toast = useToast();
  const modal = useAuthModal();
  const change = useMutation(endpointMutation('auth.forgotPassword', silent));
  const form = useSchemaForm(forgotChangeSchema, { code: '', password: '', confirm: '' });
  const submit = form.handleSubmit(async ({ code, password }) => {
    try {
      await change.mutateAsync({ body: { email, code, password } });
      toast.show({ type: 'successful', message: t('passwordChanged') });
      modal.open('login');
    } catch (error) {
      form.setError('root', { message: errorMessage(i18n, error) });
    }
  });
  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)} aria-label={t('resetPassword')}>
      <TextField
        form={form}
        name="code"
        label={t('otpCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <PasswordField
        form={form}
        name="password"
        label={t('newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name="confirm"
        label={t('confirmPassword')}
        autoComplete="new-password"
      />
      <FormAlert message={form.formState.errors.root?.message} />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
        {t('changePassword')}
      </Button>
      <BackToLogin />
    </FormStack>
  );
}
