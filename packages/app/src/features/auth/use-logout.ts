// Logout (spec section 4): removes the stored tokens, clears the authorized state, closes the
// drawer and goes home. The server is told too, but the client never waits on it to log out.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { contract } from '../../lib/api/contract';
import { useServices } from '../../lib/services';
import { clearSession } from '../../lib/session/session';

export function useLogout() {
  const { http, storage } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const told = contract.userAccount().then(({ authLogout }) => http.safeRequest(authLogout));
    // Home first (a path without a query string also closes the drawer and every panel), so a
    // protected page is gone before the session is, and does not ask for a login.
    await navigate('/', { replace: true });
    await clearSession(storage);
    // Member data must not outlive the session (the next member would see it).
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'games.availability' });
    await told;
  }, [http, storage, queryClient, navigate]);
}
