import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validGuestSecret } from './chat.ts';

const SALT = 'fixed';
const now = new Date('2025-06-01T12:00:00Z');
const seconds = String(Math.floor(now.getTime() / 1000));
const hex = (algorithm: 'md5' | 'sha256', time: string) =>
  createHash(algorithm).update(`${SALT}${time}`).digest('hex');

describe('validGuestSecret', () => {
  it('accepts MD5 or SHA-256 of the fixed string and the time, in seconds or milliseconds', () => {
    expect(validGuestSecret(SALT, hex('md5', seconds), seconds, now)).toBe(true);
    expect(validGuestSecret(SALT, hex('sha256', seconds).toUpperCase(), seconds, now)).toBe(true);
    const millis = String(now.getTime());
    expect(validGuestSecret(SALT, hex('sha256', millis), millis, now)).toBe(true);
  });

  it('refuses another salt, another time, and a time outside five minutes', () => {
    expect(validGuestSecret('other', hex('sha256', seconds), seconds, now)).toBe(false);
    expect(validGuestSecret(SALT, hex('sha256', seconds), String(Number(seconds) + 1), now)).toBe(
      false,
    );
    const stale = String(Number(seconds) - 301);
    expect(validGuestSecret(SALT, hex('sha256', stale), stale, now)).toBe(false);
    expect(validGuestSecret(SALT, 'abc', seconds, now)).toBe(false);
  });
});
