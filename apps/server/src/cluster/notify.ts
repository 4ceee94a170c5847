// The one way server processes on the same database tell each other something (issue 17): Postgres
// NOTIFY on a few named channels, LISTENed to by every process (Database.listen), PGlite included.
// Sent inside a transaction, a notification is delivered at its commit and not at all on rollback,
// so no process ever hears of a change that is not committed. A channel's name carries the schema
// (`bet_wallet_public`): notifications are per database, and test suites (or tenants) that share
// one database in schemas of their own must not hear each other.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';

export const CHANNELS = {
  /** `<memberId>:<notifyType>`: the member's balance changed (ws/wallet-push.ts). */
  wallet: 'bet_wallet',
  /** A session was revoked or rotated: cached access tokens must be checked again. */
  sessions: 'bet_sessions',
  /** The new clock offset in ms after POST /admin/clock (clock/shared-clock.ts). */
  clock: 'bet_clock',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export async function notify(db: Db | Tx, channel: Channel, payload = ''): Promise<void> {
  await sql`select pg_notify(${channel} || '_' || current_schema(), ${payload})`.execute(db);
}

/** The name a session LISTENs on for `channel`, given its current_schema(). */
export function scopedChannel(channel: string, schema: string): string {
  return `${channel}_${schema}`;
}

export const CURRENT_SCHEMA = 'select current_schema() as schema';
