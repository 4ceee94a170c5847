// The shell's one line of safer play: the gate's code loads only once a member is signed in.
// The shell's logout is handed down, so the gate's chunks share no session code with the shell.
// A session restored when the page loads gets no sign-in notice (a reload is not a sign-in);
// a sign-in while the page runs does.
import { lazy, Suspense, useState } from 'react';
import { useIsAuthorized, useLogout } from '../../auth';

const Gate = lazy(() => import('./safety-gate'));

export function LazySafetyGate() {
  const member = useIsAuthorized();
  const [restored, setRestored] = useState(member);
  if (!member && restored) setRestored(false);
  const logout = useLogout();
  if (!member) return null;
  return (
    <Suspense fallback={null}>
      <Gate onLogOut={logout} signedIn={!restored} />
    </Suspense>
  );
}
