// Sessions: an access token and a refresh token per row. Refresh rotates (new row, same family);
// a rotated refresh token presented again means it was stolen, so the whole family is revoked.
import { randomUUID } from 'node:crypto';
import { CHANNELS, notify } from '../cluster/notify.ts';
import type { Database, Db } from '../db/database.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { unauthorized } from '../http/errors.ts';
import { looksLikeToken, newToken, tokenDigest } from './tokens.ts';

export const ACCESS_TTL_MS = 2 * 60 * 60 * 1000;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
}

export interface Principal {
  memberId: bigint;
  sessionId: bigint;
  /** The member's realm: 'shared' or the brand that owns the account (members/realm.ts). */
  realm: string;
}

export async function issueSession(
  tx: Tx | Db,
  secret: string,
  memberId: bigint,
  now: Date,
  family: string = randomUUID(),
): Promise<IssuedTokens & { sessionId: bigint }> {
  const token = newToken();
  const refreshToken = newToken();
  const accessExpiresAt = new Date(now.getTime() + ACCESS_TTL_MS);
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TTL_MS);
  const row = await tx
    .insertInto('sessions')
    .values({
      member_id: memberId,
      family,
      access_hash: tokenDigest(secret, token),
      access_expires_at: accessExpiresAt,
      refresh_hash: tokenDigest(secret, refreshToken),
      refresh_expires_at: refreshExpiresAt,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, refreshToken, accessExpiresAt, refreshExpiresAt, sessionId: row.id };
}

/**
 * Recently checked access tokens, per database: every authenticated call would otherwise cost a
 * database round trip, the bet path's largest cost after the booking itself. An entry lives
 * AUTH_CACHE_MS at most and never past the token's expiry. Any revocation or rotation empties the
 * cache at once (a new generation): in this process directly, and in every other process on the
 * database through the sessions channel, whose notification is sent inside the revoking
 * transaction and so arrives as it commits (issue 17). AUTH_CACHE_MS stays the bound should a
 * notification be lost (a dropped listening connection): a logout on A is honoured on B at once,
 * and within a second at worst. Expiry needs nothing: an entry never outlives its token.
 */
export const AUTH_CACHE_MS = 1000;
const AUTH_CACHE_LIMIT = 50_000;
interface CachedSession {
  principal: Principal;
  expiresAt: number;
  cachedAt: number;
  generation: number;
}
const authCaches = new WeakMap<Db, Map<string, CachedSession>>();
let generation = 0;

/** Forgets every cached token (called by every revocation and rotation). */
export function forgetCachedSessions(): void {
  generation++;
}

/** Other processes' revocations and rotations empty this process's cache too. */
export async function listenForSessionChanges(database: Database): Promise<void> {
  await database.listen(CHANNELS.sessions, forgetCachedSessions);
}

function cacheOf(db: Db): Map<string, CachedSession> {
  let cache = authCaches.get(db);
  if (!cache) authCaches.set(db, (cache = new Map()));
  return cache;
}

/** The member behind an access token, or null when it is unknown, expired, rotated away or revoked. */
export async function authenticate(
  db: Db,
  secret: string,
  token: string,
  now: Date,
): Promise<Principal | null> {
  if (!looksLikeToken(token)) return null;
  // Keyed by the token itself: it is in this process's memory for the request anyway, and a hit
  // then costs no HMAC.
  const cache = cacheOf(db);
  const hit = cache.get(token);
  const at = now.getTime();
  if (
    hit &&
    hit.generation === generation &&
    at < hit.expiresAt &&
    at >= hit.cachedAt &&
    at - hit.cachedAt < AUTH_CACHE_MS
  )
    return hit.principal;
  const seen = generation;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select(['sessions.id', 'sessions.member_id', 'sessions.access_expires_at', 'members.realm'])
    .where('sessions.access_hash', '=', tokenDigest(secret, token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.rotated_at', 'is', null)
    .where('sessions.access_expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const principal = { memberId: row.member_id, sessionId: row.id, realm: row.realm };
  if (cache.size >= AUTH_CACHE_LIMIT) cache.clear();
  cache.set(token, {
    principal,
    expiresAt: row.access_expires_at.getTime(),
    cachedAt: at,
    generation: seen,
  });
  return principal;
}

/**
 * Rotates a refresh token. Reuse of a rotated token revokes its family and answers 401; so does
 * the token of a member the brand does not serve (`allows`: a per-brand member on another brand).
 */
export async function rotateRefreshToken(
  db: Db,
  secret: string,
  refreshToken: string,
  now: Date,
  allows: (realm: string) => boolean,
): Promise<IssuedTokens & Omit<Principal, 'realm'>> {
  if (!looksLikeToken(refreshToken)) throw unauthorized();
  const outcome = await inTransaction(db, async (tx) => {
    const row = await tx
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .selectAll('sessions')
      .select('members.realm')
      .where('sessions.refresh_hash', '=', tokenDigest(secret, refreshToken))
      .forUpdate('sessions')
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.refresh_expires_at <= now) return null;
    if (!allows(row.realm)) return null;
    if (row.rotated_at !== null) {
      await revokeFamily(tx, row.family, now);
      return 'reused' as const;
    }
    forgetCachedSessions();
    await tx.updateTable('sessions').set({ rotated_at: now }).where('id', '=', row.id).execute();
    await notify(tx, CHANNELS.sessions);
    const issued = await issueSession(tx, secret, row.member_id, now, row.family);
    return { ...issued, memberId: row.member_id };
  });
  // Once more after the commit: a call checked between the first and the commit cached the old row.
  forgetCachedSessions();
  if (outcome === null || outcome === 'reused') throw unauthorized();
  return outcome;
}

/** Inside a transaction, the caller forgets cached sessions again once it has committed. */
export async function revokeFamily(tx: Tx | Db, family: string, now: Date): Promise<void> {
  forgetCachedSessions();
  await tx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .execute();
  await notify(tx, CHANNELS.sessions);
  forgetCachedSessions();
}

/** Logout: the session's whole family goes, so its refresh token cannot bring it back. */
export async function endSession(db: Db, sessionId: bigint, now: Date): Promise<void> {
  const row = await db
    .selectFrom('sessions')
    .select('family')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (row) await revokeFamily(db, row.family, now);
}

/** Every session of a member (password change). */
export async function revokeMemberSessions(
  tx: Tx | Db,
  memberId: bigint,
  now: Date,
  keepSessionId?: bigint,
): Promise<void> {
  forgetCachedSessions();
  let query = tx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  await query.execute();
  await notify(tx, CHANNELS.sessions);
  forgetCachedSessions();
}
