// Opening a game from a lobby card: a member goes to the loader inside the router; a visitor
// stays on the lobby and gets the login modal (the loader is login required, spec section 2).
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuthModal, useIsAuthorized } from '../auth';

export function useOpenGame(): (event: MouseEvent<HTMLElement>, path: string) => void {
  const authorized = useIsAuthorized();
  const authModal = useAuthModal();
  const navigate = useNavigate();
  return (event, path) => {
    // A new tab or window is the browser's business (it lands on the protected-route rule).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (authorized) void navigate(path);
    else authModal.open('login');
  };
}
