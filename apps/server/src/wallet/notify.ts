// The wallet push of spec section 4: `{ notifyType, balance }`, the balance as the header shows it
// (the member's display currency, truncated). SETTLE is sent when settled bets paid out.
import type { WalletNotifyType } from '@bet/api/contract/wallet-socket';
import type { Services } from '../http/services.ts';
import { accountSummary } from '../members/currencies.ts';
import { memberById } from '../members/members.ts';

export async function pushBalance(
  services: Services,
  memberId: bigint,
  notifyType: WalletNotifyType,
): Promise<void> {
  if (!services.hub.isConnected(memberId)) return;
  const summary = await accountSummary(services.db, await memberById(services.db, memberId));
  services.hub.notify(memberId, { notifyType, balance: summary.score, currency: summary.currency });
}

/** After-commit form: errors are logged, never thrown into a request that already succeeded. */
export function schedulePush(
  services: Services,
  memberId: bigint,
  notifyType: WalletNotifyType,
): () => void {
  return () => {
    pushBalance(services, memberId, notifyType).catch((error: unknown) =>
      services.logger.error('wallet push failed', { error }),
    );
  };
}
