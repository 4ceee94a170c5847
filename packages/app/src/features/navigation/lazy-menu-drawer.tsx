// The drawer menu's code loads when ?menu=true is first set.
import { lazy, Suspense } from 'react';
import { useQueryFlag } from '../../lib/router/query-flags';

const Drawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

export function MenuDrawer() {
  const [open] = useQueryFlag('menu');
  return open ? (
    <Suspense fallback={null}>
      <Drawer />
    </Suspense>
  ) : null;
}
