// The register form (spec section 2): mobile or email, a code sent to it, a password, the invite
// code (from ?inviteCode or the stored inviteCode), and the 18+ and terms consent (spec
// section 5). Its rules are registerFormSchema's; its submit is auth.register or
// auth.registerPhone, each answering a session.
import type { Session } from '@bet/api/contract/auth-schemas';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { FormProvider } from 'react-hook-form';
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
import { useNamespaces } from '../../../lib/i18n/text';

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
  const { brand, storage } = useServices();
  useNamespaces('auth');
  const t = useText();
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
  const showError = (error: unknown) => form.setError('root', { message: errorMessage(t, error) });

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
      <FormStack
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('auth:register')}
      >
        <IdentifierFields />
        <Row>
          <TextField
            form={form}
            name="code"
            label={t('auth:otpCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <SendCodeButton purpose="register" onError={showError} />
        </Row>
        <PasswordField
          form={form}
          name="password"
          label={t('auth:password')}
          autoComplete="new-password"
        />
        <TextField form={form} name="inviteCode" label={t('auth:referralCode')} optional />
        <ConsentFields />
        <FormAlert message={form.formState.errors.root?.message} />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('auth:register')}
        </Button>
        <LinkRow>
          <Button variant="ghost" size="sm" onClick={() => modal.open('login')}>
            {t('auth:haveAccount')} {t('auth:login')}
          </Button>
        </LinkRow>
      </FormStack>
    </FormProvider>
  );
}
