// Money-moving POSTs carry an Idempotency-Key (design.md, "Contract decisions"): the first answer
// for (member, key) is stored in the same transaction that books, so a replay returns it and never
// books twice. The primary key makes a concurrent duplicate wait for the first and then read it.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { AppError } from '../http/errors.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotentResult extends StoredResponse {
  replayed: boolean;
}

export function requestFingerprint(method: string, path: string, payload: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(payload ?? null)}`)
    .digest('base64url');
}

const keyReuse = () =>
  new AppError(422, 422, 'Idempotency-Key was already used for a different request');

/**
 * Runs `work` once per (member, key). `work` returns the response to store; an AppError it throws
 * (a business refusal) is stored as the answer too, with nothing booked.
 */
export async function idempotent(
  db: Db,
  scope: { memberId: bigint; key: string; fingerprint: string },
  work: (tx: Tx) => Promise<StoredResponse>,
): Promise<IdempotentResult> {
  try {
    return await inTransaction(db, async (tx) => {
      const claimed = await claim(tx, scope);
      if (!claimed) return replay(tx, scope);
      const response = await work(tx);
      await store(tx, scope, response);
      return { ...response, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.status === 422) throw error;
    const refusal = { status: error.status, body: error.body() };
    return inTransaction(db, async (tx) => {
      if (!(await claim(tx, scope))) return replay(tx, scope);
      await error.persist?.(tx);
      await store(tx, scope, refusal);
      return { ...refusal, replayed: false };
    });
  }
}

async function claim(
  tx: Tx,
  scope: { memberId: bigint; key: string; fingerprint: string },
): Promise<boolean> {
  const inserted = await tx
    .insertInto('idempotency_keys')
    .values({
      member_id: scope.memberId,
      key: scope.key,
      request_hash: scope.fingerprint,
      status: 0,
      body: 'null',
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

async function store(
  tx: Tx,
  scope: { memberId: bigint; key: string },
  response: StoredResponse,
): Promise<void> {
  await tx
    .updateTable('idempotency_keys')
    .set({ status: response.status, body: JSON.stringify(response.body) })
    .where('member_id', '=', scope.memberId)
    .where('key', '=', scope.key)
    .execute();
}

async function replay(
  tx: Tx,
  scope: { memberId: bigint; key: string; fingerprint: string },
): Promise<IdempotentResult> {
  const row = await tx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'body'])
    .where('member_id', '=', scope.memberId)
    .where('key', '=', scope.key)
    .executeTakeFirstOrThrow();
  if (row.request_hash !== scope.fingerprint) throw keyReuse();
  return { status: row.status, body: row.body, replayed: true };
}
