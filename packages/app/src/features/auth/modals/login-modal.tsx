// The login modal (spec section 2): the login form in a modal titled with the brand's name.
import { Modal } from '@bet/ui/modal';
import { useText } from '@bet/ui/text';
import { useBrand } from '../../../lib/services';
import { LoginForm } from '../forms/login-form';
import { useAuthModal } from '../use-auth';
import { useAppSection } from '../../../lib/i18n/app-section';

export function LoginModal() {
  const text = useText();
  useAppSection('auth');
  const brand = useBrand();
  const modal = useAuthModal();
  return (
    <Modal
      open
      onClose={modal.close}
      title={text('app:auth.loginTitle', { brand: brand.name })}
      size="sm"
    >
      <LoginForm />
    </Modal>
  );
}
