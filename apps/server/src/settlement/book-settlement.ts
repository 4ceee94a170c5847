// Books decided bets exactly once (issue 5: "idempotent, crash-safe"). In one transaction: the bet
// rows move from pending (1) to settled or cancelled only where they are still pending (the
// settled marker), and only those rows get their ledger entries. A crash before the commit leaves
// everything pending, and the next run settles them; a second run finds nothing pending.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { toJson } from '../betting/json.ts';
import { ENTRY_KIND } from '../ledger/entry-kinds.ts';
import { BET_STATUS } from '@bet/domain/statuses';
import { announceBalance } from '../ws/wallet-push.ts';
import type { Decision, SettleableBet } from './decisions.ts';

export interface SystemAccounts {
  house: bigint;
  stakes: bigint;
}

export interface Decided {
  bet: SettleableBet;
  decision: Decision;
}

/** Returns the members whose wallet was credited; each is announced a SETTLE push at commit. */
export async function bookSettlement(
  db: Db,
  accounts: SystemAccounts,
  decided: Decided[],
  now: Date,
): Promise<bigint[]> {
  if (decided.length === 0) return [];
  return inTransaction(db, async (tx) => {
    const updated = await sql<{ id: bigint }>`
      update bets b set status = v.status, payout = v.payout, tax = v.tax, credit = v.credit,
        outcome = v.outcome, settled_at = ${now}
      from jsonb_to_recordset(${toJson(
        decided.map(({ bet, decision }) => ({ id: bet.id, ...decision })),
      )}::jsonb) as v(id bigint, status smallint, payout bigint, tax bigint, credit bigint, outcome jsonb)
      where b.id = v.id and b.status = ${BET_STATUS.pending}
        and b.id = any(${decided.map(({ bet }) => String(bet.id))}::bigint[])
      returning b.id`.execute(tx);
    const done = new Set(updated.rows.map((row) => row.id));
    const settled = decided.filter(({ bet }) => done.has(bet.id));
    if (settled.length === 0) return [];
    const members = [...new Set(settled.map(({ bet }) => String(bet.member_id)))];
    const wallets = await sql<{ id: bigint; member_id: bigint }>`
      select id, member_id from ledger_accounts
      where (kind = 'wallet' and member_id = any(${members}::bigint[]))
        or id = any(${[String(accounts.house), String(accounts.stakes)]}::bigint[])
      order by id for update`.execute(tx);
    const walletOf = new Map(wallets.rows.map((row) => [row.member_id, row.id]));
    const entries = settlementEntries(settled, accounts, walletOf);
    await sql`select book_entries(${toJson(entries)}::jsonb, ${now})`.execute(tx);
    const credited = [
      ...new Set(
        settled.filter(({ decision }) => decision.credit > 0n).map(({ bet }) => bet.member_id),
      ),
    ];
    // The SETTLE pushes go out with the commit, on whichever process holds the member's socket.
    for (const memberId of credited) await announceBalance(tx, memberId, 'SETTLE');
    return credited;
  });
}

/**
 * One entry per bet that pays (bet_stakes and the house to the wallet), one entry for all the
 * lost stakes of the batch (bet_stakes to the house). Postings are never zero.
 */
function settlementEntries(
  settled: Decided[],
  accounts: SystemAccounts,
  walletOf: Map<bigint | null, bigint>,
): unknown[] {
  const entries: unknown[] = [];
  let lost = 0n;
  for (const { bet, decision } of settled) {
    if (decision.credit === 0n) {
      lost += bet.debit;
      continue;
    }
    const house = bet.debit - decision.credit;
    entries.push({
      kind: decision.status === BET_STATUS.cancelled ? ENTRY_KIND.betRefund : ENTRY_KIND.betPayout,
      member_id: bet.member_id,
      reference: bet.bet_no,
      memo: `${decision.status === BET_STATUS.cancelled ? 'Refund' : 'Payout'} of bet ${bet.bet_no}`,
      postings: [
        { account_id: accounts.stakes, amount: -bet.debit },
        { account_id: walletOf.get(bet.member_id), amount: decision.credit },
        ...(house === 0n ? [] : [{ account_id: accounts.house, amount: house }]),
      ],
    });
  }
  if (lost > 0n)
    entries.push({
      kind: ENTRY_KIND.betLost,
      member_id: null,
      reference: `lost:${settled[0]?.bet.bet_no ?? ''}`,
      memo: 'Stakes of lost bets',
      postings: [
        { account_id: accounts.stakes, amount: -lost },
        { account_id: accounts.house, amount: lost },
      ],
    });
  return entries;
}
