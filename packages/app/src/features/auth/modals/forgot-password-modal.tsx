// The forgot-password modal (spec section 2): the email step, then the change step for that email.
import { Modal } from '@bet/ui/modal';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import { ForgotChangeForm, ForgotEmailForm } from '../forms/forgot-password-form';
import { useAuthModal } from '../use-auth';
import { useNamespaces } from '../../../lib/i18n/text';
import { useAppSection } from '../../../lib/i18n/app-section';

export function ForgotPasswordModal() {
  useNamespaces('auth');
  const t = useText();
  useAppSection('auth');
  const modal = useAuthModal();
  // Which step is on screen: the email the code went to, once it went.
  const [email, setEmail] = useState<string | null>(null);
  return (
    <Modal
      open
      onClose={modal.close}
      title={t('auth:resetPassword')}
      description={t(email === null ? 'app:auth.forgotStepEmail' : 'app:auth.forgotStepChange')}
      size="sm"
    >
      {email === null ? <ForgotEmailForm onSent={setEmail} /> : <ForgotChangeForm email={email} />}
    </Modal>
  );
}
