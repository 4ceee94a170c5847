import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyPushedBalance, pushMessageKey, withPushedBalance } from './apply-push';
import { balanceQuery } from './balance-query';

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
    expect(pushMessageKey({ notifyType: 'REFUND', balance: 1 })).toBe('wallet:withdrawRefunded');
  });

  it('is not undone by a read of the account that was on its way before the push', async () => {
    const client = new QueryClient();
    const key = balanceQuery().queryKey;
    client.setQueryData(key, account);
    let answer: (value: typeof account) => void = () => undefined;
    // A refetch sent before the deposit: it will answer with the old balance.
    const stale = client.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<typeof account>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    await applyPushedBalance(client, { balance: '150.00' });
    answer(account);
    await stale.catch(() => undefined);
    expect(client.getQueryData<typeof account>(key)?.score).toBe('150.00');
  });

  it('reads the account again when the push comes before the first read', async () => {
    const client = new QueryClient();
    const key = balanceQuery().queryKey;
    let reads = 0;
    let releaseFirst: () => void = () => undefined;
    const queryFn = () => {
      reads += 1;
      if (reads > 1) return Promise.resolve({ ...account, score: '150.00' });
      // The first read left before the deposit: it would answer the old balance.
      return new Promise<typeof account>((resolve) => (releaseFirst = () => resolve(account)));
    };
    // An observer, as the header is: it starts the first read.
    const unsubscribe = new QueryObserver(client, { queryKey: key, queryFn }).subscribe(() => {});
    await applyPushedBalance(client, { balance: '150.00' });
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(2);
    expect(client.getQueryData<typeof account>(key)?.score).toBe('150.00');
    unsubscribe();
  });
});
