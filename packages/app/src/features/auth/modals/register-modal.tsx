// The register modal (spec section 2): mobile or email, a code sent to it, a password, the invite
// code (from ?inviteCode or the stored inviteCode), and the 18+ and terms consent (spec section 5).
import type { Result } from '@bet/api';
import type { Session } from '@bet/api/contract/auth-schemas';
import { authRegister, authRegisterPhone } from '@bet/api/contract/auth';
import { verificationRegEmail, verificationRegPhone } from '@bet/api/contract/verification';
import { validateOtp, validatePassword } from '@bet/domain/validation';
import { Button } from '@bet/ui/button';
import { FormField } from '@bet/ui/form-field';
import { Modal } from '@bet/ui/modal';
import { PasswordInput } from '@bet/ui/password-input';
import { TextInput } from '@bet/ui/text-input';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/error-message';
import type { HttpClient } from '../../../lib/api/http';
import { useAppText } from '../../../lib/i18n/use-app-text';
import { useLabel } from '../../../lib/i18n/use-label';
import { useServices } from '../../../lib/services';
import { registerInviteCodeAtom } from '../auth-atoms';
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

type Field = 'identifier' | 'code' | 'password' | 'adult' | 'terms';

interface RegisterValues {
  readonly identifier: Identifier;
  readonly code: string;
  readonly password: string;
  readonly inviteCode: string;
}

function register(http: HttpClient, values: RegisterValues): Promise<Result<Session>> {
  const { identifier, code, password } = values;
  const invite = values.inviteCode.trim();
  const common = {
    code,
    password,
    terms: true,
    adult: true,
    ...(invite === '' ? {} : { invite_code: invite }),
  } as const;
  if (identifier.channel === 'email') {
    return http.safeRequest(authRegister, { body: { email: identifier.email.trim(), ...common } });
  }
  const { phone, area } = phoneParts(identifier.phone);
  return http.safeRequest(authRegisterPhone, { body: { phone, area_code: area, ...common } });
}

function sendRegistrationCode(http: HttpClient, identifier: Identifier) {
  return identifier.channel === 'email'
    ? http.safeRequest(verifyRegEmail, { query: { email: identifier.email.trim() } })
    : http.safeRequest(verifyRegPhone, { query: phoneParts(identifier.phone) });
}

export function RegisterModal() {
  const { http, i18n, brand, storage } = useServices();
  const { t } = useTranslation('auth');
  const text = useAppText();
  const label = useLabel();
  const modal = useAuthModal();
  const startSession = useSessionStart();
  const queryInvite = useAtomValue(registerInviteCodeAtom);
  const [identifier, setIdentifier] = useState(() =>
    emptyIdentifier(brand.defaultDialCode ?? '+55'),
  );
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [inviteCode, setInviteCode] = useState(
    () => queryInvite || (storage.get('inviteCode') ?? ''),
  );
  const [consent, setConsent] = useState<Consent>({ adult: false, terms: false });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<'code' | 'submit' | null>(null);
  const [seconds, setSeconds] = useCountdown();

  const sendCode = async () => {
    const error = collectErrors(label, { identifier: checkIdentifier(identifier) }).identifier;
    setErrors((e) => ({ ...e, identifier: error }));
    if (error !== undefined) return;
    setBusy('code');
    const result = await sendRegistrationCode(http, identifier);
    setBusy(null);
    if (result.ok) setSeconds(result.data.resend_after);
    setAlert(result.ok ? null : errorMessage(i18n, result.error));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>(label, {
      identifier: checkIdentifier(identifier),
      code: validateOtp(code),
      password: validatePassword(password),
      ...consentChecks(consent),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy('submit');
    const result = await register(http, { identifier, code, password, inviteCode });
    setBusy(null);
    if (!result.ok) {
      setAlert(errorMessage(i18n, result.error));
      return;
    }
    await storage.remove('inviteCode');
    await startSession(result.data, 'registerSuccess');
  };

  return (
    <Modal
      open
      onClose={modal.close}
      title={text('auth.registerTitle', { brand: brand.name })}
      size="sm"
    >
      <FormStack noValidate onSubmit={(event) => void submit(event)} aria-label={t('register')}>
        <IdentifierTabs value={identifier} onChange={setIdentifier} error={errors.identifier} />
        <Row>
          <FormField label={t('otpCode')} error={errors.code} required>
            <TextInput
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </FormField>
          <SendCodeButton
            onSend={() => void sendCode()}
            loading={busy === 'code'}
            secondsLeft={seconds}
          />
        </Row>
        <FormField label={t('password')} error={errors.password} required>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <FormField label={t('referralCode')} optional>
          <TextInput
            name="inviteCode"
            value={inviteCode}
            onChange={(event) => setInviteCode(event.target.value)}
          />
        </FormField>
        <ConsentFields value={consent} onChange={setConsent} errors={errors} />
        <FormAlert message={alert} />
        <Button type="submit" fullWidth loading={busy === 'submit'}>
          {t('register')}
        </Button>
        <LinkRow>
          <Button variant="ghost" size="sm" onClick={() => modal.open('login')}>
            {t('haveAccount')} {t('login')}
          </Button>
        </LinkRow>
      </FormStack>
    </Modal>
  );
}
