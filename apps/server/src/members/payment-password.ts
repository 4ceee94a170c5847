// Payment password: exactly 6 characters (checked by the contract), needed for withdrawals and
// saved accounts; the 5th wrong try locks it for 24 hours (spec section 9).
import { sql } from 'kysely';
import { PAYMENT_PASSWORD_LOCK_HOURS, PAYMENT_PASSWORD_MAX_ATTEMPTS } from '@bet/domain/constants';
import { verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import type { Member } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import type { PaymentPasswordRefusal } from '@bet/api/contract/profile-schemas';
import { businessError, businessErrorWithData } from '../http/errors.ts';

const LOCK_MS = PAYMENT_PASSWORD_LOCK_HOURS * 60 * 60 * 1000;

export const paymentPasswordNotSet = () => businessError('Set a payment password first');

/** Throws a business error on a wrong or locked password; the failed try is kept (AppError.persist). */
export async function checkPaymentPassword(
  db: Db | Tx,
  member: Member,
  password: string,
  now: Date,
): Promise<void> {
  if (member.bank_password_hash === null) throw paymentPasswordNotSet();
  const lockedUntil = member.bank_password_locked_until;
  if (lockedUntil !== null && lockedUntil > now) {
    throw businessErrorWithData(
      `Payment password locked after ${PAYMENT_PASSWORD_MAX_ATTEMPTS} failed attempts; try again after ${lockedUntil.toISOString()}`,
      locked(lockedUntil),
    );
  }
  if (await verifyPassword(password, member.bank_password_hash)) {
    if (member.bank_password_failures > 0) {
      await db
        .updateTable('members')
        .set({ bank_password_failures: 0 })
        .where('id', '=', member.id)
        .execute();
    }
    return;
  }
  const left = PAYMENT_PASSWORD_MAX_ATTEMPTS - member.bank_password_failures - 1;
  const persist = (tx: Db | Tx) => recordFailure(tx, member.id, now);
  if (left > 0) {
    const wrong: PaymentPasswordRefusal = { reason: 'paymentPasswordWrong', attempts_left: left };
    throw businessErrorWithData(`Wrong payment password, ${left} attempts left`, wrong, persist);
  }
  throw businessErrorWithData(
    `Wrong payment password; locked for ${PAYMENT_PASSWORD_LOCK_HOURS} hours`,
    locked(new Date(now.getTime() + LOCK_MS)),
    persist,
  );
}

/** The refusal's data: the client says when the lock ends, in the member's language. */
function locked(until: Date): PaymentPasswordRefusal {
  return { reason: 'paymentPasswordLocked', locked_until: until.toISOString() };
}

/** Counts in SQL, so concurrent wrong tries all count; the 5th sets the lock and restarts the count. */
async function recordFailure(db: Db | Tx, memberId: bigint, now: Date): Promise<void> {
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  await db
    .updateTable('members')
    .set({
      bank_password_locked_until: sql<Date | null>`case when bank_password_failures + 1 >= ${PAYMENT_PASSWORD_MAX_ATTEMPTS} then ${lockUntil}::timestamptz else bank_password_locked_until end`,
      bank_password_failures: sql<number>`case when bank_password_failures + 1 >= ${PAYMENT_PASSWORD_MAX_ATTEMPTS} then 0 else bank_password_failures + 1 end`,
    })
    .where('id', '=', memberId)
    .execute();
}
