// The shell's one line of safer play: the gate's code loads only once a member is signed in.
import { lazy, Suspense } from 'react';

const Gate = lazy(() => import('./safety-gate'));

export function LazySafetyGate() {
  return (
    <Suspense fallback={null}>
      <Gate />
    </Suspense>
  );
}
