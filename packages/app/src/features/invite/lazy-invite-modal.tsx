// The invite modal's code (QR encoder included) loads when it first opens.
import { Spinner } from '@bet/ui/spinner';
import { lazy, Suspense } from 'react';

const Modal = lazy(() => import('./invite-modal').then((m) => ({ default: m.InviteModal })));

export function InviteModal({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Modal onClose={onClose} />
    </Suspense>
  );
}
