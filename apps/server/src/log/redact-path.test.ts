import { describe, expect, it } from 'vitest';
import { redactPath, shortSecret } from './redact-path.ts';

describe('redactPath', () => {
  const prefixes = ['/pay', '/play'];

  it('shortens the segment after a secret-bearing prefix to 4 characters', () => {
    const token = 'zVz0mof0oDyUKvs_yfpFNMApNmeb8JSqZ4UQfAbCdEf';
    expect(redactPath(`/pay/${token}`, prefixes)).toBe('/pay/zVz0…');
    expect(redactPath(`/pay/${token}/complete`, prefixes)).toBe('/pay/zVz0…/complete');
    expect(redactPath(`/play/${token}/state`, prefixes)).toBe('/play/zVz0…/state');
  });

  it('leaves every other path as it is', () => {
    for (const path of ['/api/v1/pay/all', '/pay', '/pay/', '/players/abc', '/wss-new', '/'])
      expect(redactPath(path, prefixes)).toBe(path);
  });

  it('keeps a short prefix of any secret', () => {
    expect(shortSecret('abcdefgh')).toBe('abcd…');
    expect(shortSecret('ab')).toBe('ab…');
  });
});
