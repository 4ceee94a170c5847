import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { AppError } from '../http/errors.ts';
import { idempotent, requestFingerprint } from './idempotency.ts';
import {
  auditLedger,
  ledgerTotal,
  lockWallet,
  openWallet,
  post,
  systemAccountId,
  walletBalance,
  LedgerError,
} from './ledger.ts';

let database: Database;
let memberId: bigint;

async function addMember(email: string): Promise<bigint> {
  const row = await database.db
    .insertInto('members')
    .values({ realm: 'shared', role: 3, email, password_hash: 'x', nickname: 'nickname' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await inTransaction(database.db, (tx) => openWallet(tx, row.id));
  return row.id;
}

/** Moves `amount` from the house to the member (negative: back to the house). */
async function grant(member: bigint, amount: bigint): Promise<void> {
  await inTransaction(database.db, async (tx) => {
    const house = await systemAccountId(tx, 'house');
    const wallet = (await lockWallet(tx, member)).id;
    await post(tx, {
      kind: 1,
      memberId: member,
      postings: [
        { accountId: house, amount: -amount },
        { accountId: wallet, amount },
      ],
    });
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  memberId = await addMember('ledger@example.com');
});
afterAll(() => database.close());

describe('migrations', () => {
  it('are applied once: a second run applies nothing', async () => {
    expect(await migrate(database.db)).toEqual([]);
  });
});

describe('ledger', () => {
  it('keeps every balance equal to the sum of its postings and the total at zero', async () => {
    await grant(memberId, 5_000_000n);
    await grant(memberId, -1_250_000n);
    expect(await walletBalance(database.db, memberId)).toBe(3_750_000n);
    expect(await auditLedger(database.db)).toEqual([]);
    expect(await ledgerTotal(database.db)).toBe(0n);
  });

  it('refuses unbalanced or degenerate entries before touching the database', async () => {
    await expect(
      inTransaction(database.db, (tx) =>
        post(tx, {
          kind: 1,
          memberId,
          postings: [
            { accountId: 1n, amount: 5n },
            { accountId: 2n, amount: -4n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      inTransaction(database.db, (tx) =>
        post(tx, {
          kind: 1,
          memberId,
          postings: [
            { accountId: 1n, amount: 5n },
            { accountId: 1n, amount: -5n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
  });

  it('lets the database itself refuse an entry that does not sum to zero', async () => {
    const attempt = inTransaction(database.db, async (tx) => {
      const entry = await tx
        .insertInto('journal_entries')
        .values({ kind: 1, member_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('postings')
        .values({ entry_id: entry.id, account_id: await systemAccountId(tx, 'house'), amount: 7n })
        .execute();
    });
    await expect(attempt).rejects.toThrow(/does not balance/);
  });

  it('never lets a wallet go negative, even with 20 concurrent debits', async () => {
    const member = await addMember('race@example.com');
    await grant(member, 10n);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => grant(member, -1n)));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.length - refused.length).toBe(10);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect(await walletBalance(database.db, member)).toBe(0n);
    expect(await auditLedger(database.db)).toEqual([]);
  });
});

describe('idempotent', () => {
  it('books once and replays the first answer for the same key', async () => {
    const member = await addMember('idem@example.com');
    const scope = {
      memberId: member,
      key: 'key-00000001',
      fingerprint: requestFingerprint('POST', '/x', { a: 1 }),
    };
    let runs = 0;
    // grant() opens its own transaction; PGlite has one connection, so book inside `work` instead.
    const bookInside = async (tx: Tx) => {
      runs++;
      const house = await systemAccountId(tx, 'house');
      const wallet = (await lockWallet(tx, member)).id;
      await post(tx, {
        kind: 1,
        memberId: member,
        postings: [
          { accountId: house, amount: -1n },
          { accountId: wallet, amount: 1n },
        ],
      });
      return { status: 200, body: { code: 0, msg: 'ok', data: { run: runs } } };
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => idempotent(database.db, scope, bookInside)),
    );
    expect(runs).toBe(1);
    expect(answers.map((answer) => answer.body)).toEqual(
      Array(3).fill({ code: 0, msg: 'ok', data: { run: 1 } }),
    );
    expect(answers.filter((answer) => answer.replayed)).toHaveLength(2);
    expect(await walletBalance(database.db, member)).toBe(1n);
  });

  it('stores a business refusal as the answer, with nothing booked', async () => {
    const member = await addMember('refused@example.com');
    const scope = { memberId: member, key: 'key-00000002', fingerprint: 'f' };
    const refuse = async () => {
      throw new AppError(200, 1, 'Insufficient balance');
    };
    const first = await idempotent(database.db, scope, refuse);
    const second = await idempotent(database.db, scope, async () => ({
      status: 200,
      body: 'should not run',
    }));
    expect(first).toMatchObject({
      status: 200,
      body: { code: 1, msg: 'Insufficient balance' },
      replayed: false,
    });
    expect(second).toMatchObject({ body: first.body, replayed: true });
  });

  it('rejects the same key reused for a different request', async () => {
    const member = await addMember('reuse@example.com');
    const ok = async () => ({ status: 200, body: null });
    await idempotent(database.db, { memberId: member, key: 'key-00000003', fingerprint: 'a' }, ok);
    await expect(
      idempotent(database.db, { memberId: member, key: 'key-00000003', fingerprint: 'b' }, ok),
    ).rejects.toMatchObject({ status: 422 });
  });
});
