// Support chat: one conversation per member or visitor, messages kept in the database, an agent
// answering through the operator endpoints (issue 4, "Content and activity").
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/transaction.ts';
import { tokenDigest, looksLikeToken, newToken, safeEqual } from '../auth/tokens.ts';
import { unauthorized } from '../http/errors.ts';
import type { Services } from '../http/services.ts';

export const CHAT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** The time header may differ from the server clock by this much (replay window). */
export const GUEST_TIME_SKEW_MS = 5 * 60 * 1000;
export const GREETING = 'Hello! A support agent will answer here shortly.';

export type Owner = { memberId: bigint } | { visitorId: string };

export function chatIdOf(owner: Owner): string {
  return 'memberId' in owner ? `m${owner.memberId}` : owner.visitorId;
}

export function newVisitorId(): string {
  return `v${randomBytes(16).toString('hex')}`;
}

async function findConversation(db: Db, owner: Owner): Promise<bigint | null> {
  const query = db.selectFrom('chat_conversations').select('id');
  const row = await (
    'memberId' in owner
      ? query.where('member_id', '=', owner.memberId)
      : query.where('visitor_id', '=', owner.visitorId)
  ).executeTakeFirst();
  return row?.id ?? null;
}

/** The owner's conversation, created (with a greeting) on first use. */
export async function conversationOf(db: Db, owner: Owner): Promise<bigint> {
  const existing = await findConversation(db, owner);
  if (existing !== null) return existing;
  try {
    const created = await db
      .insertInto('chat_conversations')
      .values('memberId' in owner ? { member_id: owner.memberId } : { visitor_id: owner.visitorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('chat_messages')
      .values({ conversation_id: created.id, sender: 'agent', body: GREETING })
      .execute();
    return created.id;
  } catch (error) {
    // A concurrent first call created it: use that one.
    const raced = isUniqueViolation(error) ? await findConversation(db, owner) : null;
    if (raced === null) throw error;
    return raced;
  }
}

/** A visitor id the caller kept (nonLoginOtherChatID) names an existing conversation only. */
export async function visitorExists(db: Db, visitorId: string): Promise<boolean> {
  return (await findConversation(db, { visitorId })) !== null;
}

export async function issueChatToken(services: Services, conversationId: bigint): Promise<string> {
  const token = newToken();
  await services.db
    .insertInto('chat_tokens')
    .values({
      token_hash: tokenDigest(services.config.secrets.tokenSecret, token),
      conversation_id: conversationId,
      expires_at: new Date(services.now().getTime() + CHAT_TOKEN_TTL_MS),
    })
    .execute();
  return token;
}

export async function conversationOfToken(
  services: Services,
  token: string | null,
): Promise<bigint> {
  if (token === null || !looksLikeToken(token)) throw unauthorized('Chat token required');
  const row = await services.db
    .selectFrom('chat_tokens')
    .select('conversation_id')
    .where('token_hash', '=', tokenDigest(services.config.secrets.tokenSecret, token))
    .where('expires_at', '>', services.now())
    .executeTakeFirst();
  if (!row) throw unauthorized('Chat token expired, reopen the chat');
  return row.conversation_id;
}

/**
 * The non-login secret of spec section 7: a hex digest of the fixed string followed by the time
 * header. MD5 (32 hex) and SHA-256 (64 hex) are both accepted; the time is seconds or
 * milliseconds and must be within five minutes of the server clock.
 */
export function validGuestSecret(salt: string, secret: string, time: string, now: Date): boolean {
  const millis = time.length <= 10 ? Number(time) * 1000 : Number(time);
  if (!Number.isFinite(millis) || Math.abs(now.getTime() - millis) > GUEST_TIME_SKEW_MS)
    return false;
  const algorithm = secret.length === 32 ? 'md5' : secret.length === 64 ? 'sha256' : null;
  if (algorithm === null) return false;
  return safeEqual(
    createHash(algorithm).update(`${salt}${time}`).digest('hex'),
    secret.toLowerCase(),
  );
}

export async function messagesAfter(db: Db, conversationId: bigint, afterId: bigint) {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['id', 'sender', 'body', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    sender: row.sender,
    body: row.body,
    create_at: row.created_at.toISOString(),
  }));
}

export async function addMessage(
  db: Db,
  conversationId: bigint,
  sender: 'member' | 'visitor' | 'agent',
  body: string,
) {
  const row = await db
    .insertInto('chat_messages')
    .values({ conversation_id: conversationId, sender, body })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), sender, body, create_at: row.created_at.toISOString() };
}
