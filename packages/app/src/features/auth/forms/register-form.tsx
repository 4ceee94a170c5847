// The register form (spec section 2): mobile or email, a code sent to it, a password, the invite
// code (from ?inviteCode or the stored inviteCode), and the 18+ and terms consent (spec
// section 5). Its rules are registerFormSchema's; its submit is auth.register or
// auth.registerPhone, each answering a session.
import type { Session } from '@bet/api/contract/auth-schemas';
import { Button } from '@bet/ui/button';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { PasswordField, TextField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack, LinkRow, Row } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useServices } from '../../../lib/services';
import { registerInviteCodeAtom } from '../auth-atoms';
import { useAuthModal } from '../use-auth';
import { useSessionStart } from '../use-session-start';
import {
  emptyIdentifier,
  identifierBody,
  registerFormSchema,
  type RegisterValues,
} from './auth-form-schemas';
import { ConsentFields } from './consent-fields';
import { IdentifierFields } from './identifier-fields';
import { SendCodeButton } from './send-code';

function useRegister() {
  const silent = { errorToast: false } as const;
  const byEmail = useMutation(endpointMutation('auth.register', silent));
  const byPhone = useMutation(endpointMutation('auth.registerPhone', silent));
  return (values: RegisterValues): Promise<Session> => {
    const { code, password, inviteCode } = values;
    const common = {
      code,
      password,
      terms: true,
      adult: true,
      ...(inviteCode === '' ? {} : { invite_code: inviteCode }),
    } as const;
    const to = identifierBody(values);
    return to.channel === 'email'
      ? byEmail.mutateAsync({ body: { email: to.email, ...common } })
      : byPhone.mutateAsync({ body: { phone: to.phone, area_code: to.area_code, ...common } });
  };
}

export function RegisterForm() {
  const { i18n, brand, storage } = useServices();
  const { t } = useTranslation('auth');
  const modal = useAuthModal();
  const startSession = useSessionStart();
  const register = useRegister();
  const queryInvite = useAtomValue(registerInviteCodeAtom);
  const form = useSchemaForm(registerFormSchema, {
    ...emptyIdentifier(brand.defaultDialCode ?? '+55'),
    code: '',
    password: '',
    inviteCode: queryInvite || (storage.get('inviteCode') ?? ''),
  });
  // A refused call is the form's own error (react-hook-form's root error, cleared on submit).
  const showError = (error: unknown) =>
    form.setError('root', { message: errorMessage(i18n, error) });

  const submit = form.handleSubmit(async (values) => {
    try {
      const session = await register(values);
      await storage.remove('inviteCode');
      await startSession(session, 'registerSuccess');
    } catch (error) {
      showError(error);
    }
  });

  return (
    <FormProvider {...form}>
      <FormStack noValidate onSubmit={(event) => void submit(event)} aria-label={t('register')}>
        <IdentifierFields />
        <Row>
          <TextField
            form={form}
            name="code"
            label={t('otpCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <SendCodeButton purpose="register" onError={showError} />
        </Row>
        <PasswordField
          form={form}
          name="password"
          label={t('password')}
          autoComplete="new-password"
        />
        <TextField form={form} name="inviteCode" label={t('referralCode')} optional />
        <ConsentFields />
        <FormAlert message={form.formState.errors.root?.message} />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('register')}
        </Button>
        <LinkRow>
          <Button variant="ghost" size="sm" onClick={() => modal.open('login')}>
            {t('haveAccount')} {t('login')}
          </Button>
        </LinkRow>
      </FormStack>
    </FormProvider>
  );
}
