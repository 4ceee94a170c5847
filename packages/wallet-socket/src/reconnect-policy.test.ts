import { describe, expect, it } from 'vitest';
import { MAX_RECONNECT_ATTEMPTS, reconnectDelay } from './reconnect-policy';

describe('reconnectDelay', () => {
  it('grows linearly by 1 s per attempt', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1000, 2000, 3000, 4000, 5000]);
  });

  it('caps at 10 s from attempt 10 on', () => {
    expect(reconnectDelay(9)).toBe(9000);
    expect(reconnectDelay(10)).toBe(10_000);
    expect(reconnectDelay(11)).toBe(10_000);
    expect(reconnectDelay(Number.MAX_SAFE_INTEGER)).toBe(10_000);
  });

  it.each([0, -1, -10, 1.5, 0.999, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'rejects attempt %s with a RangeError',
    (attempt) => {
      expect(() => reconnectDelay(attempt)).toThrow(RangeError);
      expect(() => reconnectDelay(attempt)).toThrow(/positive integer/);
    },
  );
});

describe('MAX_RECONNECT_ATTEMPTS', () => {
  it('is the spec maximum of 5', () => {
    expect(MAX_RECONNECT_ATTEMPTS).toBe(5);
  });
});
