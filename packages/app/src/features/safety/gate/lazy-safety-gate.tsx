// The shell's one line of safer play: the gate's code loads only once a member is signed in.
// The shell's logout is handed down, so the gate's chunks share no session code with the shell.
import { lazy, Suspense } from 'react';
import { useLogout } from '../../auth';

const Gate = lazy(() => import('./safety-gate'));

export function LazySafetyGate() {
  const logout = useLogout();
  return (
    <Suspense fallback={null}>
      <Gate onLogOut={logout} />
    </Suspense>
  );
}
