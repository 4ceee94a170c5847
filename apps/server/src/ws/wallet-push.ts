// Wallet pushes across server processes (issue 17): a balance change anywhere is announced on the
// wallet channel, and every process pushes `{ notifyType, balance }` to the sockets it holds for
// that member. This is the only way anything reaches a wallet socket, so a push looks the same
// whether the member's socket is on this process or another.
import { WALLET_NOTIFY_TYPES, type WalletNotifyType } from '@bet/api/contract/wallet-socket';
import { CHANNELS, notify } from '../cluster/notify.ts';
import type { Database, Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import type { Services } from '../http/services.ts';
import { accountSummary } from '../members/currencies.ts';
import { memberById } from '../members/members.ts';

/** Announces a balance change; inside a transaction it goes out when that commits. */
export function announceBalance(
  db: Db | Tx,
  memberId: bigint,
  notifyType: WalletNotifyType,
): Promise<void> {
  return notify(db, CHANNELS.wallet, `${memberId}:${notifyType}`);
}

/**
 * For code whose transaction has committed: awaited before the answer, so the push is on its way
 * before the client hears of the change; errors are logged, never thrown into a request whose money
 * already moved.
 */
export async function announceCommitted(
  services: Services,
  memberId: bigint,
  notifyType: WalletNotifyType,
): Promise<void> {
  await announceBalance(services.db, memberId, notifyType).catch((error: unknown) =>
    services.logger.error('wallet push failed', { error }),
  );
}

/** Pushes each announced change to this process's sockets of that member. */
export async function listenForBalances(database: Database, services: Services): Promise<void> {
  await database.listen(CHANNELS.wallet, (payload) => {
    const [id = '', notifyType] = payload.split(':');
    const type = WALLET_NOTIFY_TYPES.find((known) => known === notifyType);
    if (!/^\d+$/.test(id) || !type) return;
    pushBalance(services, BigInt(id), type).catch((error: unknown) =>
      services.logger.error('wallet push failed', { error }),
    );
  });
}

/** The balance as the header shows it (the member's display currency, truncated). */
async function pushBalance(
  services: Services,
  memberId: bigint,
  notifyType: WalletNotifyType,
): Promise<void> {
  if (!services.hub.isConnected(memberId)) return;
  const summary = await accountSummary(services.db, await memberById(services.db, memberId));
  services.hub.notify(memberId, { notifyType, balance: summary.score, currency: summary.currency });
}
