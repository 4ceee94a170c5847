import { describe, expect, it } from 'vitest';
import { pushMessageKey, withPushedBalance } from './apply-notification';

const account = { score: '10.00', currency: 'USDT', nickname: 'player1' };

describe('wallet pushes', () => {
  it('puts the pushed balance into the cached account', () => {
    expect(withPushedBalance(account, { balance: 125.5 })).toEqual({
      ...account,
      score: '125.5',
    });
    expect(withPushedBalance(account, { balance: '7.25' })?.score).toBe('7.25');
    expect(withPushedBalance(undefined, { balance: '1' })).toBeUndefined();
  });

  it('chooses the success toast of each kind', () => {
    expect(pushMessageKey({ notifyType: 'RECHARGE', balance: 1 })).toBe('wallet:depositSuccess');
    expect(pushMessageKey({ notifyType: 'WITHDRAW', balance: 1 })).toBe('wallet:withdrawSuccess');
  });
});
