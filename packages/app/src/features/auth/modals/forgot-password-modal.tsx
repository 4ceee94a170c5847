// The forgot-password modal (spec section 2): the email step, then the change step for that email.
import { Modal } from '@bet/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppText } from '../../../lib/i18n/use-app-text';
import { ForgotChangeForm, ForgotEmailForm } from '../forms/forgot-password-form';
import { useAuthModal } from '../use-auth';

export function ForgotPasswordModal() {
  const { t } = useTranslation('auth');
  const text = useAppText();
  const modal = useAuthModal();
  // Which step is on screen: the email the code went to, once it went.
  const [email, setEmail] = useState<string | null>(null);
  return (
    <Modal
      open
      onClose={modal.close}
      title={t('resetPassword')}
      description={text(email === null ? 'auth.forgotStepEmail' : 'auth.forgotStepChange')}
      size="sm"
    >
      {email === null ? <ForgotEmailForm onSent={setEmail} /> : <ForgotChangeForm email={email} />}
    </Modal>
  );
}
