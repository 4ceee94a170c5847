// The login form (spec section 2): mobile and email tabs, password or quick login with a one-time
// code, an optional referral code, and the 18+ and terms consent. Its rules are
// loginFormSchema's; its submit is one of the three sign-in calls, each answering a session.
import type { Session } from '@bet/api/contract/auth-schemas';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { FormProvider } from 'react-hook-form';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { PasswordField, TextField } from '../../../lib/forms/form-fields';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useServices } from '../../../lib/services';
import { loginErrorAtom } from '../auth-atoms';
import { useAuthModal } from '../use-auth';
import { useSessionStart } from '../use-session-start';
import {
  emptyIdentifier,
  identifierBody,
  loginFormSchema,
  type LoginValues,
} from './auth-form-schemas';
import { ConsentFields } from './consent-fields';
import { FormAlert, FormStack, LinkRow, Row } from '../../../lib/forms/form-layout';
import { IdentifierFields } from './identifier-fields';
import { SendCodeButton } from './send-code';
import { useNamespaces } from '../../../lib/i18n/text';
import { useAppSection } from '../../../lib/i18n/app-section';

/** The three sign-in calls; the form's tab and mode choose one (spec section 7). */
function useSignIn() {
  const silent = { errorToast: false } as const;
  const password = useMutation(endpointMutation('auth.signIn', silent));
  const emailCode = useMutation(endpointMutation('auth.signInEmail', silent));
  const phoneCode = useMutation(endpointMutation('auth.signInPhone', silent));
  return (values: LoginValues): Promise<Session> => {
    const to = identifierBody(values);
    if (to.channel === 'email') {
      return values.quick
        ? emailCode.mutateAsync({ body: { email: to.email, code: values.code } })
        : password.mutateAsync({ body: { account: to.email, password: values.password } });
    }
    return values.quick
      ? phoneCode.mutateAsync({ body: { ...to, code: values.code } })
      : password.mutateAsync({
          body: { account: to.phone, password: values.password, area_code: to.area_code },
        });
  };
}

export function LoginForm() {
  const { brand, storage } = useServices();
  useNamespaces('auth');
  const t = useText();
  useAppSection('auth');
  const modal = useAuthModal();
  const startSession = useSessionStart();
  const [loginError, setLoginError] = useAtom(loginErrorAtom);
  const signIn = useSignIn();
  const form = useSchemaForm(loginFormSchema, {
    ...emptyIdentifier(brand.defaultDialCode ?? '+55'),
    quick: false,
    password: '',
    code: '',
    referral: '',
  });
  const showError = (error: unknown) => setLoginError(errorMessage(t, error));
  const quick = form.watch('quick');

  const submit = form.handleSubmit(async (values) => {
    setLoginError(null);
    if (values.referral !== '') await storage.set('inviteCode', values.referral);
    try {
      await startSession(await signIn(values), 'loginSuccess');
    } catch (error) {
      showError(error);
    }
  });

  return (
    <FormProvider {...form}>
      <FormStack noValidate onSubmit={(event) => void submit(event)} aria-label={t('auth:login')}>
        <IdentifierFields />
        {quick ? (
          <Row>
            <TextField
              form={form}
              name="code"
              label={t('auth:otpCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <SendCodeButton purpose="signIn" onError={showError} />
          </Row>
        ) : (
          <PasswordField
            form={form}
            name="password"
            label={t('auth:password')}
            autoComplete="current-password"
          />
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            form.setValue('quick', !quick);
            form.resetField(quick ? 'code' : 'password');
          }}
        >
          {quick ? t('app:auth.usePassword') : t('auth:quickLogin')}
        </Button>
        {quick ? <p>{t('auth:quickLoginHint')}</p> : null}
        <TextField form={form} name="referral" label={t('auth:referralCode')} optional />
        <ConsentFields />
        <FormAlert message={loginError} />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('auth:login')}
        </Button>
        <LinkRow>
          <Button variant="ghost" size="sm" onClick={() => modal.open('forgot')}>
            {t('auth:forgotPassword')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => modal.open('register')}>
            {t('auth:noAccount')} {t('auth:register')}
          </Button>
        </LinkRow>
      </FormStack>
    </FormProvider>
  );
}
