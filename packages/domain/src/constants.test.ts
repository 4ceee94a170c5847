import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY_OPTION, wsReconnectDelay } from './constants';

describe('constants', () => {
  it('reconnect delay is min(10000, 1000 x attempt)', () => {
    expect([1, 2, 5, 10, 11, 50].map(wsReconnectDelay)).toEqual([
      1000, 2000, 5000, 10000, 10000, 10000,
    ]);
    expect(wsReconnectDelay(0)).toBe(1000);
    expect(wsReconnectDelay(Number.NaN)).toBe(1000);
  });

  it('has the default currency record of spec section 3', () => {
    expect(DEFAULT_CURRENCY_OPTION).toMatchObject({
      exchange: 1,
      sport_bet_min: 0.01,
      lotter_bet_min: 1,
      currency: 'USDT',
    });
  });
});
