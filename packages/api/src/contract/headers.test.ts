import { describe, expect, it } from 'vitest';
import { bearer, tokenFromAuthorization } from './headers';

describe('Authorization', () => {
  it('round-trips a bearer token and accepts a bare one', () => {
    expect(tokenFromAuthorization(bearer('abc'))).toBe('abc');
    expect(tokenFromAuthorization('abc')).toBe('abc');
    expect(tokenFromAuthorization('Bearer  ')).toBeNull();
    expect(tokenFromAuthorization(undefined)).toBeNull();
    expect(tokenFromAuthorization(null)).toBeNull();
  });
});
