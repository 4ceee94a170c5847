// The activity statement and the play session (issue 14), summed from the ledger: the postings on
// the member's wallet, by entry kind, between two moments of the server clock.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import { ENTRY_KIND } from '../ledger/entry-kinds.ts';
import { WALLET } from '../ledger/ledger.ts';

/** Wallet postings that are stakes: bets, and money moved into a game wallet. */
const STAKE_KINDS = [ENTRY_KIND.betStake, ENTRY_KIND.gameTransferIn];
/** Wallet postings that come back from play: payouts, refunds, money moved out of a game. */
const RETURN_KINDS = [ENTRY_KIND.betPayout, ENTRY_KIND.betRefund, ENTRY_KIND.gameTransferOut];
/** Withdrawals taken from the wallet, less the refunds of those rejected or failed. */
const WITHDRAW_KINDS = [ENTRY_KIND.withdraw, ENTRY_KIND.withdrawRefund];

export interface Activity {
  /** USDT minor units, all non-negative except `net` and possibly `withdrawals`. */
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  returns: bigint;
  net: bigint;
}

/** Sums of the member's wallet postings with from <= created_at < to. */
export async function activityBetween(
  db: Db | Tx,
  memberId: bigint,
  from: Date,
  to: Date,
): Promise<Activity> {
  const rows = await sql<{ kind: number; total: string }>`
    select e.kind, sum(p.amount)::text as total
    from journal_entries e
    join postings p on p.entry_id = e.id
    join ledger_accounts a on a.id = p.account_id
    where e.member_id = ${memberId} and a.member_id = ${memberId} and a.kind = ${WALLET}
      and e.created_at >= ${from} and e.created_at < ${to}
    group by e.kind`.execute(db);
  const sum = (kinds: readonly number[]) =>
    rows.rows
      .filter((row) => kinds.includes(Number(row.kind)))
      .reduce((total, row) => total + BigInt(row.total), 0n);
  const stakes = -sum(STAKE_KINDS);
  const returns = sum(RETURN_KINDS);
  return {
    deposits: sum([ENTRY_KIND.recharge]),
    withdrawals: -sum(WITHDRAW_KINDS),
    stakes,
    returns,
    net: returns - stakes,
  };
}

/** When the member signed in: the first session of the current token family. */
export async function signedInAt(db: Db | Tx, sessionId: bigint): Promise<Date | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('sessions as f', 'f.family', 's.family')
    .select((eb) => eb.fn.min('f.created_at').as('started'))
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  const started = row?.started as Date | string | null | undefined;
  return started === null || started === undefined ? null : new Date(started);
}
