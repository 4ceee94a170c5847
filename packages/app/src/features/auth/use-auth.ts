// Session reads and the auth modal switch, for every feature.
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { isAuthorizedAtom, sessionAtom, type Session } from '../../lib/session/session';
import { authModalAtom, loginErrorAtom, type AuthModal } from './auth-atoms';

export function useSession(): Session {
  return useAtomValue(sessionAtom);
}

export function useIsAuthorized(): boolean {
  return useAtomValue(isAuthorizedAtom);
}

export function useAuthModal() {
  const setModal = useSetAtom(authModalAtom);
  const setError = useSetAtom(loginErrorAtom);
  return useMemo(
    () => ({
      open: (modal: AuthModal) => {
        setError(null);
        setModal(modal);
      },
      close: () => setModal(null),
    }),
    [setModal, setError],
  );
}
