// /login and /registration (spec section 2): the home page behind an auth layout that opens the
// login or register modal. /registration takes the inviteCode query parameter.
import { useSetAtom } from 'jotai';
import { lazy, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useStorage } from '../../../lib/services';
import { registerInviteCodeAtom, type AuthModal } from '../auth-atoms';
import { homeAfterSignIn } from '../home-after-sign-in';
import { useAuthModal, useIsAuthorized } from '../use-auth';

const HomePage = lazy(() => import('../../home').then((m) => ({ default: m.HomePage })));

export function AuthRoute({ modal }: { modal: Extract<AuthModal, 'login' | 'register'> }) {
  const authorized = useIsAuthorized();
  const auth = useAuthModal();
  const storage = useStorage();
  const setInvite = useSetAtom(registerInviteCodeAtom);
  const [params] = useSearchParams();
  const inviteCode = params.get('inviteCode')?.trim() ?? '';

  useEffect(() => {
    if (authorized) return;
    if (inviteCode !== '') {
      setInvite(inviteCode);
      // Kept (encrypted) so the code still counts if the visitor registers later.
      void storage.set('inviteCode', inviteCode);
    }
    auth.open(modal);
  }, [authorized, auth, modal, inviteCode, setInvite, storage]);

  if (authorized) return <Navigate to={homeAfterSignIn(params.toString())} replace />;
  return <HomePage />;
}
