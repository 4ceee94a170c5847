import { describe, expect, it } from 'vitest';
import { guestChatHeaders } from './guest-secret';

describe('guestChatHeaders', () => {
  it('hashes the fixed string and the unix seconds', async () => {
    const headers = await guestChatHeaders('salt', new Date('2026-01-02T03:04:05.678Z'));
    expect(headers.time).toBe('1767323045');
    // sha256('salt1767323045'), computed independently.
    const expected = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode('salt1767323045'),
    );
    const hex = [...new Uint8Array(expected)].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(headers.secret).toBe(hex);
    expect(headers.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the time', async () => {
    const a = await guestChatHeaders('salt', new Date(1_000_000_000_000));
    const b = await guestChatHeaders('salt', new Date(1_000_000_001_000));
    expect(a.secret).not.toBe(b.secret);
  });
});
