// After sign-in or registration (spec section 4, "Login success"): store the session, close the
// modal, clear the login error, refresh what depends on the member, and leave /login or
// /registration for home (panels open in the URL stay open: home-after-sign-in.ts).
import type { Session as SessionAnswer } from '@bet/api/contract/auth-schemas';
import { useToast } from '@bet/ui/toast';
import { useText } from '@bet/ui/text';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStorage } from '../../lib/services';
import { saveSession } from '../../lib/session/session';
import { authModalAtom, loginErrorAtom } from './auth-atoms';
import { homeAfterSignIn } from './home-after-sign-in';
import { useNamespaces } from '../../lib/i18n/text';

const AUTH_PATHS = ['/login', '/registration'];

export function useSessionStart() {
  const storage = useStorage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const setModal = useSetAtom(authModalAtom);
  const setError = useSetAtom(loginErrorAtom);
  useNamespaces('auth');
  const t = useText();
  return useCallback(
    async (answer: SessionAnswer, message: 'loginSuccess' | 'registerSuccess') => {
      await saveSession(storage, answer);
      setError(null);
      setModal(null);
      void queryClient.invalidateQueries();
      toast.show({ type: 'successful', message: t(`auth:${message}`) });
      if (AUTH_PATHS.includes(pathname.toLowerCase()))
        void navigate(homeAfterSignIn(search), { replace: true });
    },
    [storage, setError, setModal, queryClient, toast, t, pathname, search, navigate],
  );
}
