// Session and refresh tokens are 256 random bits; the database keeps only their HMAC-SHA256 under
// the generated token secret, so a leaked table cannot be replayed (issue 4, "Auth").
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenDigest(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Tokens are base64url of 32 bytes: anything else is refused before touching the database. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
