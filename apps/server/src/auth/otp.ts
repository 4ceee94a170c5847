// One-time codes for registration, binding, quick sign-in and resets: 6 digits, 10 minutes, 5
// tries, one new code per minute per target and purpose. Stored as an HMAC, delivered by mailbox.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { deliver } from '../dev/mailbox.ts';
import { keyedRefusal } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { safeEqual, tokenDigest } from './tokens.ts';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_RESEND_MS = 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpPurpose = 'register' | 'bind' | 'resetPassword' | 'resetPaymentPassword' | 'signIn';

/** Mailbox address of a mobile: +<dial code><national number>. */
export function phoneTarget(areaCode: number, national: string): string {
  return `+${areaCode}${national}`;
}

export function emailTarget(email: string): string {
  return email.trim().toLowerCase();
}

function digest(services: Services, target: string, purpose: OtpPurpose, code: string): string {
  return tokenDigest(
    services.config.secrets.tokenSecret,
    `otp\u0000${target}\u0000${purpose}\u0000${code}`,
  );
}

/** Sends a code unless one went out less than a minute ago; returns the seconds until the next. */
export async function issueOtp(
  db: Db,
  services: Services,
  target: string,
  purpose: OtpPurpose,
): Promise<number> {
  const now = services.now();
  const last = await db
    .selectFrom('otp_codes')
    .select('created_at')
    .where('target', '=', target)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const since = last ? now.getTime() - last.created_at.getTime() : Infinity;
  if (since < OTP_RESEND_MS) return Math.ceil((OTP_RESEND_MS - since) / 1000);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .insertInto('otp_codes')
    .values({
      target,
      purpose,
      code_hash: digest(services, target, purpose, code),
      expires_at: new Date(now.getTime() + OTP_TTL_MS),
      created_at: now,
    })
    .execute();
  await deliver(db, services, {
    to: target,
    subject: `Verification code (${purpose})`,
    body: `Your verification code is ${code}. It expires in 10 minutes.`,
  });
  return OTP_RESEND_MS / 1000;
}

export const invalidOtp = () => keyedRefusal('OTP failed, close and retry', 'errors.otpFailed');

/**
 * Consumes the latest live code for (target, purpose). It runs on its own connection, outside the
 * caller's transaction, so that a wrong try is counted even when the caller's work then fails; a
 * conditional update makes each code usable once, even under concurrent calls.
 */
export async function consumeOtp(
  db: Db,
  services: Services,
  target: string,
  purpose: OtpPurpose,
  code: string,
): Promise<void> {
  const now = services.now();
  const row = await db
    .selectFrom('otp_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('target', '=', target)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.attempts >= OTP_MAX_ATTEMPTS) throw invalidOtp();
  if (!safeEqual(row.code_hash, digest(services, target, purpose, code))) {
    await db
      .updateTable('otp_codes')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', row.id)
      .execute();
    throw invalidOtp();
  }
  const used = await db
    .updateTable('otp_codes')
    .set({ consumed_at: now })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw invalidOtp();
}
