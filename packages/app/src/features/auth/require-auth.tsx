// The protected-route rule (spec section 2): without an authorized session, open the login modal
// and go to /.
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuthModal, useIsAuthorized } from './use-auth';

function ToLogin() {
  const modal = useAuthModal();
  useEffect(() => modal.open('login'), [modal]);
  return <Navigate to="/" replace />;
}

export function RequireAuth() {
  return useIsAuthorized() ? <Outlet /> : <ToLogin />;
}
