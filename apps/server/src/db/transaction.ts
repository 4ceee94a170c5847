// Transactions for money. Wallet rows are locked with SELECT ... FOR UPDATE (ledger.ts), so READ
// COMMITTED is enough there; SERIALIZABLE is available for read-check-write flows without a row to
// lock. Either way, a serialization failure or deadlock is retried a bounded number of times.
import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Schema } from './schema.ts';

export type Tx = Transaction<Schema>;
export type Isolation = 'read committed' | 'serializable';

const RETRYABLE = new Set(['40001', '40P01']);

export function pgErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  options: { isolation?: Isolation; attempts?: number } = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db
        .transaction()
        .setIsolationLevel(options.isolation ?? 'read committed')
        .execute(work);
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === null || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
