// The 401 flow (spec section 8): when the api client gives up on the session, clear the stored
// tokens, show 'Unauthorized, please login again' and go to /login 5 s later. The query string
// goes along (a wallet the 401 interrupted stays open under the login modal, with what was typed
// in it); a member who signed in again meanwhile stays where they are.
import { UNAUTHORIZED_REDIRECT_MS } from '@bet/domain/constants';
import { useToast } from '@bet/ui/toast';
import { useText } from '@bet/ui/text';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endpointFilter } from '../../lib/api/endpoint-query';
import { useServices } from '../../lib/services';
import { clearSession } from '../../lib/session/session';
import { useIsAuthorized } from './use-auth';

export function UnauthorizedFlow() {
  const { http, storage } = useServices();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useText();
  const timer = useRef<number | undefined>(undefined);
  const authorized = useIsAuthorized();
  // Read when the redirect fires: the search of that moment, not of the 401's.
  const { search } = useLocation();
  const searchNow = useRef(search);
  useEffect(() => {
    searchNow.current = search;
  }, [search]);

  useEffect(() => {
    if (!authorized || timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, [authorized]);

  // An effect event: the text function changes when strings load (the 'errors' strings come after
  // the first render), and the subscription must not be renewed then: its cleanup would cancel a
  // redirect under way.
  const onUnauthorized = useEffectEvent((endpointId: string) => {
    // Logging out of a session the server already ended is no error (use-logout.ts).
    if (endpointId === 'auth.logout') return;
    // Several calls can fail together: one message and one redirect.
    if (timer.current !== undefined) return;
    void clearSession(storage);
    queryClient.removeQueries(endpointFilter('wallet.balance'));
    toast.show({ type: 'error', message: t('errors:unauthorized') });
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      void navigate({ pathname: '/login', search: searchNow.current });
    }, UNAUTHORIZED_REDIRECT_MS);
  });

  useEffect(() => {
    const stop = http.events.on('unauthorized', ({ endpointId }) => onUnauthorized(endpointId));
    return () => {
      stop();
      window.clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [http]);

  return null;
}
