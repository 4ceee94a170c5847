// The wallet socket while a member is signed in (spec section 4): connects when a token exists,
// reconnects when the tab comes back or the network returns, shows the success toasts and puts
// the pushed balance into the query cache. The socket client loads with the first sign-in.
import { useToast } from '@bet/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../lib/services';
import { accountInfoKey } from '../account';
import { useSession } from '../auth';
import { applyPushedBalance, pushMessageKey, type WalletPush } from './apply-notification';
import { socketLocation } from './socket-location';

export function WalletSocketBridge() {
  const { storage, brand } = useServices();
  const { token, uid } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t, i18n } = useTranslation();
  const signedIn = token !== null;

  useEffect(() => {
    if (!signedIn) return;
    // The success messages live in the wallet strings.
    void i18n.loadNamespaces('wallet');
    let stop = () => {};
    let cancelled = false;
    const updateBalance = (push: Pick<WalletPush, 'balance'>) =>
      void applyPushedBalance(queryClient, accountInfoKey(uid), push);
    const onPush = (push: WalletPush) => {
      toast.show({
        type: 'successful',
        message: (t as unknown as (k: string) => string)(pushMessageKey(push)),
      });
      updateBalance(push);
    };
    void import('@bet/wallet-socket').then(({ createWalletSocket }) => {
      if (cancelled) return;
      const socket = createWalletSocket({
        token: () => storage.get('token'),
        location: socketLocation(brand.apiBaseUrl, window.location),
      });
      // Settled bets move the balance without a deposit or withdrawal toast.
      const offs = [
        socket.on('recharge', onPush),
        socket.on('withdraw', onPush),
        socket.on('settle', updateBalance),
      ];
      const onVisible = () => {
        if (document.visibilityState === 'visible') socket.connect();
      };
      const onOnline = () => socket.reconnect();
      document.addEventListener('visibilitychange', onVisible);
      window.addEventListener('online', onOnline);
      socket.connect();
      stop = () => {
        offs.forEach((off) => off());
        document.removeEventListener('visibilitychange', onVisible);
        window.removeEventListener('online', onOnline);
        socket.close();
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [signedIn, uid, storage, brand.apiBaseUrl, queryClient, toast, t, i18n]);

  return null;
}
