// A wallet push (spec section 4): WITHDRAW shows success-withdraw, RECHARGE success-recharge, and
// then the balance updates in the query cache.
import type { AccountInfo } from '@bet/api/contract/member-schemas';

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
