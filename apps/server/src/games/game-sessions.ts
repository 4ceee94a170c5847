// A launched game (spec section 7: "Game launch ... returns data.data, the URL to embed"): a random
// session token (stored as an HMAC digest) naming the member, the provider and the game. The URL
// is the server's demo game page, built from the game id, the device fingerprint and the frame's
// measured size.
import { createHash } from 'node:crypto';
import { looksLikeToken, newToken, tokenDigest } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import type { WalletProvider } from './provider-catalog.ts';

const SESSION_TTL_MS = 12 * 3_600_000;

export interface GameSession {
  memberId: bigint;
  provider: WalletProvider;
  gameId: string;
}

export interface LaunchInput extends GameSession {
  origin: string;
  secret: string;
  now: Date;
  device?: { fingerprint: string; width: number; height: number };
}

export async function launchUrl(db: Db, input: LaunchInput): Promise<string> {
  const token = newToken();
  await db
    .insertInto('game_sessions')
    .values({
      token_hash: tokenDigest(input.secret, token),
      member_id: input.memberId,
      provider: input.provider,
      game_id: input.gameId,
      expires_at: new Date(input.now.getTime() + SESSION_TTL_MS),
    })
    .execute();
  const url = new URL(`/play/${token}`, input.origin);
  url.searchParams.set('game', input.gameId);
  if (input.device) {
    // The fingerprint is not echoed in the clear: a short digest identifies the device.
    const device = createHash('sha256').update(input.device.fingerprint).digest('hex').slice(0, 16);
    url.searchParams.set('device', device);
    url.searchParams.set('w', String(input.device.width));
    url.searchParams.set('h', String(input.device.height));
  }
  return url.toString();
}

export async function gameSession(
  db: Db,
  secret: string,
  token: string,
  now: Date,
): Promise<GameSession | null> {
  if (!looksLikeToken(token)) return null;
  const row = await db
    .selectFrom('game_sessions')
    .select(['member_id', 'provider', 'game_id'])
    .where('token_hash', '=', tokenDigest(secret, token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row
    ? { memberId: row.member_id, provider: row.provider as WalletProvider, gameId: row.game_id }
    : null;
}
