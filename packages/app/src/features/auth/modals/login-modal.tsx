// The login modal (spec section 2): the login form in a modal titled with the brand's name.
import { Modal } from '@bet/ui/modal';
import { useAppText } from '../../../lib/i18n/use-app-text';
import { useBrand } from '../../../lib/services';
import { LoginForm } from '../forms/login-form';
import { useAuthModal } from '../use-auth';

export function LoginModal() {
  const text = useAppText();
  const brand = useBrand();
  const modal = useAuthModal();
  return (
    <Modal
      open
      onClose={modal.close}
      title={text('auth.loginTitle', { brand: brand.name })}
      size="sm"
    >
      <LoginForm />
    </Modal>
  );
}
