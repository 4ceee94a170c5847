// The panels of the query flags (spec section 2): chat, mybet (overlay from 768 px, /my-bets
// below, login for visitors), invite (login for visitors), support and menu. Closing a panel
// strips its flag from the URL.
import { lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthModal, useIsAuthorized } from '../features/auth';
import { InviteModal } from '../features/invite';
import { MenuDrawer } from '../features/navigation';
import { LazyWalletModal, useWalletModal } from '../features/wallet';
import { useBrand } from '../lib/services';

// Each panel's code loads when its flag is first set (the shell renders them inside Suspense).
const ChatPanel = lazy(() => import('../features/chat').then((m) => ({ default: m.ChatPanel })));
const SupportPanel = lazy(() =>
  import('../features/support').then((m) => ({ default: m.SupportPanel })),
);
const MyBetsPanel = lazy(() =>
  import('../features/my-bets').then((m) => ({ default: m.MyBetsPanel })),
);
import { useIsDesktop } from '../lib/hooks/use-media-query';
import { useQueryFlag, type QueryFlag } from '../lib/router/query-flags';

/** For visitors, a members-only flag opens the login modal instead and leaves the URL. */
function useMembersOnly(flag: QueryFlag): boolean {
  const [open, setOpen] = useQueryFlag(flag);
  const authorized = useIsAuthorized();
  const auth = useAuthModal();
  const blocked = open && !authorized;
  useEffect(() => {
    if (!blocked) return;
    auth.open('login');
    setOpen(false);
  }, [blocked, auth, setOpen]);
  return open && authorized;
}

function MyBetsFlag() {
  const open = useMembersOnly('mybet');
  const desktop = useIsDesktop();
  const [, setOpen] = useQueryFlag('mybet');
  const navigate = useNavigate();
  useEffect(() => {
    if (open && !desktop) void navigate('/my-bets', { replace: true });
  }, [open, desktop, navigate]);
  return open && desktop ? <MyBetsPanel open onClose={() => setOpen(false)} /> : null;
}

function InviteFlag() {
  const open = useMembersOnly('invite');
  const [, setOpen] = useQueryFlag('invite');
  return open ? <InviteModal onClose={() => setOpen(false)} /> : null;
}

function ChatFlag() {
  const [open, setOpen] = useQueryFlag('chat');
  return open ? <ChatPanel open onClose={() => setOpen(false)} /> : null;
}

function SupportFlag() {
  const [open, setOpen] = useQueryFlag('support');
  return open ? <SupportPanel open onClose={() => setOpen(false)} /> : null;
}

/**
 * `?wallet=<tab>` (members, brands with the wallet): the wallet modal on that tab. A visitor's link
 * opens the login modal instead. A session that ends while the wallet shows (a 401 mid-form)
 * keeps the wallet, and what was typed in it, under the login modal: signing in again carries on.
 */
function WalletFlag() {
  const wallet = useWalletModal();
  const authorized = useIsAuthorized();
  const auth = useAuthModal();
  const enabled = useBrand().flags.wallet;
  const requested = wallet.tab !== undefined && enabled;
  // Whether the wallet showed in the last render (state from the previous render, set here).
  const [shown, setShown] = useState(false);
  const showing = requested && (authorized || shown);
  if (showing !== shown) setShown(showing);
  const blocked = wallet.tab !== undefined && !showing;
  const sessionLost = showing && !authorized;
  const { close } = wallet;
  useEffect(() => {
    if (!blocked) return;
    if (enabled) auth.open('login');
    close();
  }, [blocked, enabled, auth, close]);
  useEffect(() => {
    if (sessionLost) auth.open('login');
  }, [sessionLost, auth]);
  return wallet.tab !== undefined && showing ? (
    <LazyWalletModal tab={wallet.tab} onSelect={wallet.select} onClose={close} />
  ) : null;
}

export function QueryFlagPanels() {
  return (
    <>
      <ChatFlag />
      <MyBetsFlag />
      <InviteFlag />
      <SupportFlag />
      <WalletFlag />
      <MenuDrawer />
    </>
  );
}
