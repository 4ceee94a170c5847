import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';
import { looksLikeToken, newToken, tokenDigest } from './tokens.ts';

const cheap = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('abc12345', cheap);
    const second = await hashPassword('abc12345', cheap);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('abc12345', first)).toBe(true);
    expect(await verifyPassword('abc12346', first)).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$c2FsdA$a2V5')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 256 random bits, stored only as a keyed digest', () => {
    const token = newToken();
    expect(looksLikeToken(token)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(tokenDigest('secret-a', token)).not.toBe(tokenDigest('secret-b', token));
    expect(looksLikeToken('short')).toBe(false);
  });
});
