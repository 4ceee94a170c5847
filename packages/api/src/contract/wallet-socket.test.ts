import { describe, expect, it } from 'vitest';
import { walletNotificationSchema } from './wallet-socket';

describe('wallet notification', () => {
  it('accepts both types with a number or numeric-string balance, keeping extra fields', () => {
    expect(
      walletNotificationSchema.parse({ notifyType: 'RECHARGE', balance: 10.5, orderId: 'X' }),
    ).toEqual({
      notifyType: 'RECHARGE',
      balance: 10.5,
      orderId: 'X',
    });
    expect(
      walletNotificationSchema.parse({ notifyType: 'WITHDRAW', balance: '99.000001' }).balance,
    ).toBe('99.000001');
  });

  it('accepts the settlement push of the reference server', () => {
    expect(walletNotificationSchema.parse({ notifyType: 'SETTLE', balance: '12.5' })).toEqual({
      notifyType: 'SETTLE',
      balance: '12.5',
    });
  });

  it.each([
    { notifyType: 'BONUS', balance: 1 },
    { notifyType: 'WITHDRAW', balance: 'ten' },
    { notifyType: 'WITHDRAW', balance: Infinity },
    { notifyType: 'WITHDRAW' },
    null,
  ])('refuses %j', (message) => {
    expect(walletNotificationSchema.safeParse(message).success).toBe(false);
  });
});
