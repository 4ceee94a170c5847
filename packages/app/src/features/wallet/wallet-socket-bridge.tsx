// The wallet socket while a member is signed in (spec section 4): connects when a token exists,
// reconnects when the tab comes back or the network returns, shows the success toasts and puts
// the pushed balance into the query cache. The socket client loads with the first sign-in.
import type { WalletNotification } from '@bet/api/contract/wallet-socket';
import { useToast } from '@bet/ui/toast';
import { useText } from '@bet/ui/text';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useServices } from '../../lib/services';
import { useSession } from '../auth';
import { applyPushedBalance, pushMessageKey } from './apply-push';
import { socketLocation } from './socket-location';

export function WalletSocketBridge() {
  const { storage, brand, i18n } = useServices();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const label = useText();
  const signedIn = token !== null;

  // An effect event: it reads the latest text and toasts without being a dependency of the
  // socket's effect. `label` changes whenever strings load (the wallet strings below, a page's
  // lazy strings), and the socket must not close and reopen then: a push sent in that gap is lost.
  const onPush = useEffectEvent((push: WalletNotification) => {
    const message = pushMessageKey(push);
    if (message !== undefined)
      toast.show({
        type: push.notifyType === 'REFUND' ? 'info' : 'successful',
        message: label(message),
      });
    void applyPushedBalance(queryClient, push);
  });

  useEffect(() => {
    if (!signedIn) return;
    // The success messages live in the wallet strings.
    void i18n.loadNamespaces('wallet');
    let stop = () => {};
    let cancelled = false;
    void import('@bet/wallet-socket').then(({ createWalletSocket }) => {
      if (cancelled) return;
      const socket = createWalletSocket({
        token: () => storage.get('token'),
        location: socketLocation(brand.apiBaseUrl, window.location),
      });
      const off = socket.on('message', (push) => onPush(push));
      const onVisible = () => {
        if (document.visibilityState === 'visible') socket.connect();
      };
      const onOnline = () => socket.reconnect();
      document.addEventListener('visibilitychange', onVisible);
      window.addEventListener('online', onOnline);
      socket.connect();
      stop = () => {
        off();
        document.removeEventListener('visibilitychange', onVisible);
        window.removeEventListener('online', onOnline);
        socket.close();
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [signedIn, storage, brand.apiBaseUrl, i18n]);

  return null;
}
