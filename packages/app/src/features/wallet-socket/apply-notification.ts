// A wallet push (spec section 4): WITHDRAW shows success-withdraw, RECHARGE success-recharge, and
// then the balance updates in the query cache.
import type { AccountInfo } from '@bet/api/contract/wallet-schemas';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface WalletPush {
  readonly notifyType: 'WITHDRAW' | 'RECHARGE';
  readonly balance: number | string;
}

/** The cached account with the pushed balance (unchanged when nothing is cached yet). */
export function withPushedBalance(
  account: AccountInfo | undefined,
  push: Pick<WalletPush, 'balance'>,
): AccountInfo | undefined {
  if (account === undefined) return undefined;
  return { ...account, score: String(push.balance) };
}

export function pushMessageKey(
  push: WalletPush,
): 'wallet:depositSuccess' | 'wallet:withdrawSuccess' {
  return push.notifyType === 'RECHARGE' ? 'wallet:depositSuccess' : 'wallet:withdrawSuccess';
}

/**
 * Puts a pushed balance into the account query. A read of the account already on its way was
 * sent before the push and would put the old balance back when it lands, so it is cancelled
 * first; with nothing cached yet (the first read still running), the account is read again.
 */
export async function applyPushedBalance(
  queryClient: QueryClient,
  queryKey: QueryKey,
  push: Pick<WalletPush, 'balance'>,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  if (queryClient.getQueryData(queryKey) === undefined) {
    await queryClient.invalidateQueries({ queryKey });
    return;
  }
  queryClient.setQueryData<AccountInfo>(queryKey, (old) => withPushedBalance(old, push));
}
