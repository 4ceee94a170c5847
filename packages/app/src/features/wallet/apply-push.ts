// A wallet push (spec section 4): WITHDRAW shows success-withdraw, RECHARGE success-recharge,
// REFUND (a rejected or failed withdrawal given back) says so, and then the balance updates in the
// query cache. Other pushes (SETTLE: settled bets paid out; TRANSFER: money moved into or out of
// a game wallet) update the balance without a toast.
import type { WalletNotification } from '@bet/api/contract/wallet-socket';
import type { AccountInfo } from '@bet/api/contract/wallet-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { balanceQuery } from './balance-query';

/** The cached balance read with the pushed balance (unchanged when nothing is cached yet). */
export function withPushedBalance(
  account: AccountInfo | undefined,
  push: Pick<WalletNotification, 'balance'>,
): AccountInfo | undefined {
  if (account === undefined) return undefined;
  return { ...account, score: String(push.balance) };
}

/** The success toast of a push, if it has one. */
export function pushMessageKey(
  push: WalletNotification,
): 'wallet:depositSuccess' | 'wallet:withdrawSuccess' | 'wallet:withdrawRefunded' | undefined {
  if (push.notifyType === 'RECHARGE') return 'wallet:depositSuccess';
  if (push.notifyType === 'WITHDRAW') return 'wallet:withdrawSuccess';
  if (push.notifyType === 'REFUND') return 'wallet:withdrawRefunded';
  return undefined;
}

/**
 * Puts a pushed balance into the balance read. A read already on its way was sent before the
 * push and would put the old balance back when it lands, so it is cancelled first; with nothing
 * cached yet (the first read still running), the balance is read again.
 */
export async function applyPushedBalance(
  queryClient: QueryClient,
  push: Pick<WalletNotification, 'balance'>,
): Promise<void> {
  const { queryKey } = balanceQuery();
  await queryClient.cancelQueries({ queryKey });
  if (queryClient.getQueryData(queryKey) === undefined) {
    await queryClient.invalidateQueries({ queryKey });
    return;
  }
  queryClient.setQueryData(queryKey, (old) => withPushedBalance(old, push));
}
