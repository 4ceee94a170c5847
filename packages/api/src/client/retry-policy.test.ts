import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, defaultBackoff, isRetryable } from './retry-policy';

describe('retry policy', () => {
  it('backoff grows with the attempt and stops growing at the 5th step', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(defaultBackoff)).toEqual([
      300, 600, 1200, 2400, 4800, 4800, 4800,
    ]);
    expect(defaultBackoff(0)).toBe(BACKOFF_BASE_MS);
    expect(defaultBackoff(Number.NaN)).toBe(BACKOFF_BASE_MS);
  });

  it('retries reads and idempotent writes only', () => {
    expect(isRetryable({ method: 'GET' })).toBe(true);
    expect(isRetryable({ method: 'POST' })).toBe(false);
    expect(isRetryable({ method: 'PUT' })).toBe(false);
    expect(isRetryable({ method: 'DELETE' })).toBe(false);
    expect(isRetryable({ method: 'POST', idempotent: true })).toBe(true);
  });
});
