// The slip's dock, loaded with its own chunk (the first-render budget): the sports routes render
// it; nothing of the slip's screens weighs on the shell.
import { lazy, Suspense } from 'react';

const Dock = lazy(() => import('./bet-slip-dock'));

export function BetSlipDock() {
  return (
    <Suspense fallback={null}>
      <Dock />
    </Suspense>
  );
}
