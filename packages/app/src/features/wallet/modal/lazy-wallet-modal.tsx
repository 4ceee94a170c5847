// The wallet modal's code (and its tabs' lazy chunks) loads when the wallet first opens.
import { Spinner } from '@bet/ui/spinner';
import { lazy, Suspense } from 'react';
import type { WalletModalProps } from './wallet-modal';

const Modal = lazy(() => import('./wallet-modal').then((m) => ({ default: m.WalletModal })));

export function LazyWalletModal(props: WalletModalProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <Modal {...props} />
    </Suspense>
  );
}
