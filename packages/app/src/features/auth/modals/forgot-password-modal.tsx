// Forgot password (spec section 2: "forgot password, with a change step"): the email gets a reset
// code, then the code and the new password (twice) change it (spec section 5 password rules).
import { authForgotPassword } from '@bet/api/contract/auth';
import { OTP_KINDS, verificationEmail } from '@bet/api/contract/verification';
import { fail, OK, validateEmail, validateOtp, validatePassword } from '@bet/domain/validation';
import { Button } from '@bet/ui/button';
import { FormField } from '@bet/ui/form-field';
import { Modal } from '@bet/ui/modal';
import { PasswordInput } from '@bet/ui/password-input';
import { TextInput } from '@bet/ui/text-input';
import { useToast } from '@bet/ui/toast';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/error-message';
import { useAppText } from '../../../lib/i18n/use-app-text';
import { useLabel } from '../../../lib/i18n/use-label';
import { useServices } from '../../../lib/services';
import { useAuthModal } from '../use-auth';
import { collectErrors, FormAlert, FormStack, LinkRow, type FieldErrors } from './form-kit';

type Field = 'email' | 'code' | 'password' | 'confirm';

export function ForgotPasswordModal() {
  const { http, i18n } = useServices();
  const { t } = useTranslation('auth');
  const text = useAppText();
  const label = useLabel();
  const toast = useToast();
  const modal = useAuthModal();
  const [step, setStep] = useState<'email' | 'change'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const requestCode = async () => {
    const found = collectErrors<Field>(label, { email: validateEmail(email) });
    setErrors(found);
    if (found.email !== undefined) return;
    setBusy(true);
    const result = await http.safeRequest(verificationEmail, {
      query: { email: email.trim(), kind: OTP_KINDS.resetPassword },
    });
    setBusy(false);
    setAlert(result.ok ? null : errorMessage(i18n, result.error));
    if (result.ok) {
      toast.show({ type: 'info', message: t('codeSent') });
      setStep('change');
    }
  };

  const change = async () => {
    const found = collectErrors<Field>(label, {
      code: validateOtp(code),
      password: validatePassword(password),
      confirm: confirm === password ? OK : fail('validation.passwordsDoNotMatch'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await http.safeRequest(authForgotPassword, {
      body: { email: email.trim(), code, password },
    });
    setBusy(false);
    if (!result.ok) {
      setAlert(errorMessage(i18n, result.error));
      return;
    }
    toast.show({ type: 'successful', message: t('passwordChanged') });
    modal.open('login');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (step === 'email' ? requestCode() : change());
  };

  return (
    <Modal
      open
      onClose={modal.close}
      title={t('resetPassword')}
      description={text(step === 'email' ? 'auth.forgotStepEmail' : 'auth.forgotStepChange')}
      size="sm"
    >
      <FormStack noValidate onSubmit={submit} aria-label={t('resetPassword')}>
        <FormField label={t('email')} error={errors.email} required>
          <TextInput
            type="email"
            name="email"
            autoComplete="email"
            readOnly={step === 'change'}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        {step === 'change' ? (
          <>
            <FormField label={t('otpCode')} error={errors.code} required>
              <TextInput
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </FormField>
            <FormField label={t('newPassword')} error={errors.password} required>
              <PasswordInput
                name="new-password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <FormField label={t('confirmPassword')} error={errors.confirm} required>
              <PasswordInput
                name="confirm-password"
                autoComplete="new-password"
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </FormField>
          </>
        ) : null}
        <FormAlert message={alert} />
        <Button type="submit" fullWidth loading={busy}>
          {step === 'email' ? t('sendCode') : t('changePassword')}
        </Button>
        <LinkRow>
          <Button variant="ghost" size="sm" onClick={() => modal.open('login')}>
            {t('login')}
          </Button>
        </LinkRow>
      </FormStack>
    </Modal>
  );
}
