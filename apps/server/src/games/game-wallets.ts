// Third-party game wallets (spec section 7, "Third-party games": balance, transfer_in,
// transfer_out): one ledger account per member and provider ("game:pg", "game:ng:jili"), in USDT.
// Transfers are ledger entries between it and the main wallet, so the books always balance.
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import { businessError } from '../http/errors.ts';
import { ENTRY_KIND } from '../ledger/entry-kinds.ts';
import { lockWallet, post } from '../ledger/ledger.ts';
import { formatMinor } from '../ledger/units.ts';
import { assertMayPlay } from '../safety/rules.ts';
import type { WalletProvider } from './provider-catalog.ts';

export const gameWalletKind = (provider: WalletProvider) => `game:${provider}`;

/** The member's wallet of a provider, opened on first use. */
export async function gameWalletId(tx: Tx, memberId: bigint, provider: WalletProvider) {
  await tx
    .insertInto('ledger_accounts')
    .values({ kind: gameWalletKind(provider), member_id: memberId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const row = await tx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('kind', '=', gameWalletKind(provider))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row;
}

export async function gameBalance(db: Db | Tx, memberId: bigint, provider: WalletProvider) {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', gameWalletKind(provider))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

export interface Balances {
  wallet: bigint;
  game: bigint;
}

/** Moves USDT between the main wallet and a game wallet; refuses to overdraw either. */
export async function transfer(
  tx: Tx,
  input: {
    memberId: bigint;
    provider: WalletProvider;
    amount: bigint;
    direction: 'in' | 'out';
    /** The server clock: money moved into a game is play, refused during a time-out. */
    now: Date;
  },
): Promise<Balances> {
  const game = await gameWalletId(tx, input.memberId, input.provider);
  const wallet = await lockWallet(tx, input.memberId);
  const into = input.direction === 'in';
  if (into) await assertMayPlay(tx, input.memberId, input.now);
  const from = into ? wallet.balance : game.balance;
  if (from < input.amount)
    throw businessError(into ? 'Insufficient balance' : 'Insufficient game balance');
  await post(tx, {
    kind: into ? ENTRY_KIND.gameTransferIn : ENTRY_KIND.gameTransferOut,
    memberId: input.memberId,
    memo: `${into ? 'Transfer to' : 'Transfer from'} ${input.provider}: ${formatMinor(input.amount)} USDT`,
    at: input.now,
    postings: [
      { accountId: wallet.id, amount: into ? -input.amount : input.amount },
      { accountId: game.id, amount: into ? input.amount : -input.amount },
    ],
  });
  return into
    ? { wallet: wallet.balance - input.amount, game: game.balance + input.amount }
    : { wallet: wallet.balance + input.amount, game: game.balance - input.amount };
}
