// A sport's icon loaded on first use, so its drawings stay out of the first-render bundle.
import type { SportKey } from '@bet/domain/games';
import { lazy, Suspense } from 'react';

const SportIconImpl = lazy(() => import('./sport-icons'));

export function LazySportIcon({ sport, size }: { sport: SportKey; size?: number }) {
  return (
    <Suspense fallback={null}>
      <SportIconImpl sport={sport} {...(size === undefined ? {} : { size })} />
    </Suspense>
  );
}
