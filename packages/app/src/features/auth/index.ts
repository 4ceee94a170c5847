// Public API of the auth feature.
export { AuthModals } from './auth-modals';
export { LogoutButton } from './logout-button';
export { RequireAuth } from './require-auth';
export { UnauthorizedFlow } from './unauthorized-flow';
export { useAuthModal, useIsAuthorized, useSession } from './use-auth';
export { useLogout } from './use-logout';
export type { AuthModal } from './auth-atoms';
