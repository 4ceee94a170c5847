// The login modal (spec section 2): mobile and email tabs, password or quick login with a
// one-time code, an optional referral code, and the 18+ and terms consent.
import { OTP_KINDS, verificationEmail, verificationPhone } from '@bet/api/contract/verification';
import type { Result } from '@bet/api';
import type { Session } from '@bet/api/contract/auth-schemas';
import { authSignIn, authSignInEmail, authSignInPhone } from '@bet/api/contract/auth';
import { validateOtp, validatePassword, OK } from '@bet/domain/validation';
import { Button } from '@bet/ui/button';
import { FormField } from '@bet/ui/form-field';
import { Modal } from '@bet/ui/modal';
import { PasswordInput } from '@bet/ui/password-input';
import { TextInput } from '@bet/ui/text-input';
import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/error-message';
import type { HttpClient } from '../../../lib/api/http';
import { useAppText } from '../../../lib/i18n/use-app-text';
import { useLabel } from '../../../lib/i18n/use-label';
import { useServices } from '../../../lib/services';
import { loginErrorAtom } from '../auth-atoms';
import { useAuthModal } from '../use-auth';
import { useSessionStart } from '../use-session-start';
import {
  collectErrors,
  consentChecks,
  ConsentFields,
  FormAlert,
  FormStack,
  LinkRow,
  Row,
  SendCodeButton,
  useCountdown,
  type Consent,
  type FieldErrors,
} from './form-kit';
import {
  checkIdentifier,
  emptyIdentifier,
  IdentifierTabs,
  phoneParts,
  type Identifier,
} from './identifier';

type Field = 'identifier' | 'secret' | 'adult' | 'terms';

function useLoginForm(defaultDialCode: string) {
  const [identifier, setIdentifier] = useState<Identifier>(() => emptyIdentifier(defaultDialCode));
  const [quick, setQuick] = useState(false);
  const [secret, setSecret] = useState('');
  const [referral, setReferral] = useState('');
  const [consent, setConsent] = useState<Consent>({ adult: false, terms: false });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  return {
    identifier,
    setIdentifier,
    quick,
    setQuick,
    secret,
    setSecret,
    referral,
    setReferral,
    consent,
    setConsent,
    errors,
    setErrors,
  };
}

type LoginForm = ReturnType<typeof useLoginForm>;

/** The sign-in call of the chosen tab and mode; every one answers a session. */
function signIn(http: HttpClient, form: LoginForm): Promise<Result<Session>> {
  const { identifier, quick, secret } = form;
  if (identifier.channel === 'email') {
    const email = identifier.email.trim();
    return quick
      ? http.safeRequest(authSignInEmail, { body: { email, code: secret } })
      : http.safeRequest(authSignIn, { body: { account: email, password: secret } });
  }
  const { phone, area } = phoneParts(identifier.phone);
  return quick
    ? http.safeRequest(authSignInPhone, { body: { area_code: area, phone, code: secret } })
    : http.safeRequest(authSignIn, { body: { account: phone, password: secret, area_code: area } });
}

function useSendSignInCode(form: LoginForm) {
  const { http, i18n } = useServices();
  const label = useLabel();
  const [seconds, setSeconds] = useCountdown();
  const [sending, setSending] = useState(false);
  const [, setLoginError] = useAtom(loginErrorAtom);
  const send = async () => {
    const error = collectErrors(label, { identifier: checkIdentifier(form.identifier) }).identifier;
    form.setErrors((e) => ({ ...e, identifier: error }));
    if (error !== undefined) return;
    setSending(true);
    const { identifier } = form;
    const result =
      identifier.channel === 'email'
        ? await http.safeRequest(verifyEmail, {
            query: { email: identifier.email, kind: OTP_KINDS.signIn },
          })
        : await http.safeRequest(verifyPhone, {
            query: { ...phoneParts(identifier.phone), kind: OTP_KINDS.signIn },
          });
    setSending(false);
    if (result.ok) setSeconds(result.data.resend_after);
    else setLoginError(errorMessage(i18n, result.error));
  };
  return { send, sending, seconds };
}

export function LoginModal() {
  const { http, i18n, brand, storage } = useServices();
  const { t } = useTranslation('auth');
  const text = useAppText();
  const label = useLabel();
  const modal = useAuthModal();
  const startSession = useSessionStart();
  const [loginError, setLoginError] = useAtom(loginErrorAtom);
  const form = useLoginForm(brand.defaultDialCode ?? '+55');
  const code = useSendSignInCode(form);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = collectErrors<Field>(label, {
      identifier: checkIdentifier(form.identifier),
      secret: form.quick
        ? validateOtp(form.secret)
        : form.secret === ''
          ? validatePassword('')
          : OK,
      ...consentChecks(form.consent),
    });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    setLoginError(null);
    if (form.referral.trim() !== '') await storage.set('inviteCode', form.referral.trim());
    const result = await signIn(http, form);
    setSubmitting(false);
    if (result.ok) await startSession(result.data, 'loginSuccess');
    else setLoginError(errorMessage(i18n, result.error));
  };

  return (
    <Modal
      open
      onClose={modal.close}
      title={text('auth.loginTitle', { brand: brand.name })}
      size="sm"
    >
      <FormStack noValidate onSubmit={(event) => void submit(event)} aria-label={t('login')}>
        <IdentifierTabs
          value={form.identifier}
          onChange={form.setIdentifier}
          error={form.errors.identifier}
        />
        {form.quick ? (
          <Row>
            <FormField label={t('otpCode')} error={form.errors.secret} required>
              <TextInput
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={form.secret}
                onChange={(event) => form.setSecret(event.target.value)}
              />
            </FormField>
            <SendCodeButton
              onSend={() => void code.send()}
              loading={code.sending}
              secondsLeft={code.seconds}
            />
          </Row>
        ) : (
          <FormField label={t('password')} error={form.errors.secret} required>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={form.secret}
              onChange={(event) => form.setSecret(event.target.value)}
            />
          </FormField>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            form.setQuick((q) => !q);
            form.setSecret('');
          }}
        >
          {form.quick ? text('auth.usePassword') : t('quickLogin')}
        </Button>
        {form.quick ? <p>{t('quickLoginHint')}</p> : null}
        <FormField label={t('referralCode')} optional>
          <TextInput
            name="referral"
            value={form.referral}
            onChange={(event) => form.setReferral(event.target.value)}
          />
        </FormField>
        <ConsentFields value={form.consent} onChange={form.setConsent} errors={form.errors} />
        <FormAlert message={loginError} />
        <Button type="submit" fullWidth loading={submitting}>
          {t('login')}
        </Button>
        <LinkRow>
          <Button variant="ghost" size="sm" onClick={() => modal.open('forgot')}>
            {t('forgotPassword')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => modal.open('register')}>
            {t('noAccount')} {t('register')}
          </Button>
        </LinkRow>
      </FormStack>
    </Modal>
  );
}
