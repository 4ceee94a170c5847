// Double-entry ledger in integer minor units (1 USDT = 1 000 000; spec section 9, 6 decimals for
// USDT). An entry's postings sum to zero (checked here and again by the database at commit); an
// account's balance is the sum of its postings, cached in ledger_accounts.balance in the same
// transaction, and a wallet can never go below zero (row lock + CHECK constraint).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { pgErrorCode, type Tx } from '../db/transaction.ts';
import { businessError } from '../http/errors.ts';

export const SYSTEM_ACCOUNTS = [
  'house',
  'gateway',
  'withdrawal_pending',
  'fees',
  'bet_stakes',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];
export const WALLET = 'wallet';

export interface Posting {
  accountId: bigint;
  amount: bigint;
}

export interface EntryInput {
  /** Change-log kind (spec section 7, member/change_log): 34 Recharge, 50 Withdraw, ... */
  kind: number;
  /** The member whose change log shows this entry. */
  memberId: bigint | null;
  reference?: string;
  memo?: string;
  postings: Posting[];
  /** When it happened on the server clock (Services.now()); the database's clock otherwise. */
  at?: Date;
}

export class LedgerError extends Error {
  override name = 'LedgerError';
}

export const insufficientBalance = () => businessError('Insufficient balance');

export async function systemAccountId(tx: Tx | Db, kind: SystemAccount): Promise<bigint> {
  const row = await tx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', kind)
    .where('member_id', 'is', null)
    .executeTakeFirst();
  if (!row) throw new LedgerError(`system account ${kind} is missing; migrations did not run`);
  return row.id;
}

/** Opens the member's wallet (idempotent); called when the member registers. */
export async function openWallet(tx: Tx, memberId: bigint): Promise<bigint> {
  await tx
    .insertInto('ledger_accounts')
    .values({ kind: WALLET, member_id: memberId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return walletId(tx, memberId);
}

export async function walletId(tx: Tx | Db, memberId: bigint): Promise<bigint> {
  const row = await tx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', WALLET)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new LedgerError(`member ${memberId} has no wallet`);
  return row.id;
}

/** Locks the wallet row until the transaction ends and returns its balance: the overdraw guard. */
export async function lockWallet(
  tx: Tx,
  memberId: bigint,
): Promise<{ id: bigint; balance: bigint }> {
  const row = await tx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('kind', '=', WALLET)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new LedgerError(`member ${memberId} has no wallet`);
  return row;
}

export async function walletBalance(db: Db | Tx, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', WALLET)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** Books one balanced entry. Throws the business error "Insufficient balance" on an overdraw. */
export async function post(tx: Tx, entry: EntryInput): Promise<bigint> {
  assertBalanced(entry.postings);
  const merged = mergePostings(entry.postings);
  // Lock in id order so two entries touching the same accounts cannot deadlock.
  await tx
    .selectFrom('ledger_accounts')
    .select('id')
    .where(
      'id',
      'in',
      merged.map((posting) => posting.accountId),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  const { id } = await tx
    .insertInto('journal_entries')
    .values({
      kind: entry.kind,
      member_id: entry.memberId,
      reference: entry.reference ?? null,
      memo: entry.memo ?? null,
      ...(entry.at ? { created_at: entry.at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('postings')
    .values(
      merged.map((posting) => ({
        entry_id: id,
        account_id: posting.accountId,
        amount: posting.amount,
      })),
    )
    .execute();
  for (const posting of merged) await applyToBalance(tx, posting);
  return id;
}

async function applyToBalance(tx: Tx, posting: Posting): Promise<void> {
  try {
    await tx
      .updateTable('ledger_accounts')
      .set({ balance: sql<bigint>`balance + ${posting.amount}` })
      .where('id', '=', posting.accountId)
      .execute();
  } catch (error) {
    // 23514: the non-negative CHECK on the account refused the update.
    if (pgErrorCode(error) === '23514') throw insufficientBalance();
    throw error;
  }
}

export function assertBalanced(postings: Posting[]): void {
  if (postings.length < 2) throw new LedgerError('an entry needs at least two postings');
  let sum = 0n;
  for (const posting of postings) {
    if (typeof posting.amount !== 'bigint' || posting.amount === 0n)
      throw new LedgerError('posting amounts are non-zero bigints');
    sum += posting.amount;
  }
  if (sum !== 0n) throw new LedgerError(`postings sum to ${sum}, not zero`);
}

/** Two postings to one account become one (the database refuses a zero posting). */
function mergePostings(postings: Posting[]): Posting[] {
  const byAccount = new Map<bigint, bigint>();
  for (const posting of postings)
    byAccount.set(posting.accountId, (byAccount.get(posting.accountId) ?? 0n) + posting.amount);
  const merged = [...byAccount]
    .filter(([, amount]) => amount !== 0n)
    .map(([accountId, amount]) => ({ accountId, amount }));
  if (merged.length < 2) throw new LedgerError('an entry must move money between two accounts');
  return merged;
}

/** Accounts whose cached balance differs from the sum of their postings (empty when consistent). */
export async function auditLedger(
  db: Db,
): Promise<{ accountId: bigint; cached: bigint; summed: bigint }[]> {
  const result = await sql<{ id: bigint; balance: bigint; summed: bigint }>`
    select a.id, a.balance, coalesce(sum(p.amount), 0)::bigint as summed
    from ledger_accounts a left join postings p on p.account_id = a.id
    group by a.id, a.balance
    having a.balance <> coalesce(sum(p.amount), 0)`.execute(db);
  return result.rows.map((row) => ({ accountId: row.id, cached: row.balance, summed: row.summed }));
}

/** Total of all postings; zero whenever the ledger is consistent (money is neither lost nor created). */
export async function ledgerTotal(db: Db): Promise<bigint> {
  const result = await sql<{
    total: bigint;
  }>`select coalesce(sum(amount), 0)::bigint as total from postings`.execute(db);
  return result.rows[0]?.total ?? 0n;
}
