// Logout (spec section 4): tells the server to end the session (auth.logout, sent with the
// session's token, so the token is revoked there), then removes the stored tokens, clears the
// authorized state and the member's data, and goes home, which closes the drawer and every
// panel. A failed or refused call still logs out here, and shows no error: the member asked to
// leave, and a session the server already ended is what they wanted.
import { matchQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endpointFilter, endpointMutation } from '../../lib/api/endpoint-query';
import { useStorage } from '../../lib/services';
import { clearSession } from '../../lib/session/session';

/** The read that stays after a member leaves: the site's games, not the member's data. */
const SITE_READ = endpointFilter('games.availability');

export function useLogout() {
  const storage = useStorage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync: signOut } = useMutation(
    endpointMutation('auth.logout', { errorToast: false }),
  );
  return useCallback(async () => {
    // The token must still be stored while the call is sent.
    await signOut({}).catch(() => undefined);
    await navigate('/', { replace: true });
    await clearSession(storage);
    queryClient.removeQueries({ predicate: (query) => !matchQuery(SITE_READ, query) });
  }, [signOut, storage, queryClient, navigate]);
}
