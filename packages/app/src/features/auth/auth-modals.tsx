// The auth modals, each loaded on first open (their forms bring the member contract and the
// validation rules, which a visitor browsing the home page never needs).
import { Spinner } from '@bet/ui/spinner';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { authModalAtom } from './auth-atoms';

const LoginModal = lazy(() =>
  import('./modals/login-modal').then((m) => ({ default: m.LoginModal })),
);
const RegisterModal = lazy(() =>
  import('./modals/register-modal').then((m) => ({ default: m.RegisterModal })),
);
const ForgotPasswordModal = lazy(() =>
  import('./modals/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);

export function AuthModals() {
  const modal = useAtomValue(authModalAtom);
  if (modal === null) return null;
  return (
    <Suspense fallback={<Spinner />}>
      {modal === 'login' ? <LoginModal /> : null}
      {modal === 'register' ? <RegisterModal /> : null}
      {modal === 'forgot' ? <ForgotPasswordModal /> : null}
    </Suspense>
  );
}
