// Concurrent bets on one account (issue 5, "Tests"): the intake books them in batches, each against
// the locked balance, so an account can never be overdrawn, not even with withdrawals racing the
// bets; every accepted bet is in the books and the ledger balances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectBooksBalanced, sumAmounts } from './support/betting.ts';
import { client, newKey, type Request } from './support/http-client.ts';
import {
  PAYMENT_PASSWORD,
  deposit,
  prepareForWithdrawal,
  registerMember,
  type TestMember,
} from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
let server: TestServer;
let request: Request;
let game: { matchId: string; odds: string };

/** Empties a fresh member's wallet down to `amount` USDT (deposits start at 100). */
async function memberWith(amount: string): Promise<TestMember> {
  const member = await registerMember(request);
  await deposit(request, member, '100', server.url);
  const spend = sumAmounts('100', `-${amount}`);
  if (spend !== '0') {
    const reply = await markSix(member, spend);
    if (reply.code !== 0) throw new Error(`could not spend: ${reply.msg}`);
  }
  return member;
}

function markSix(member: TestMember, stake: string, key = newKey()) {
  return request<{ balance: string }>('POST', '/api/v1/marksix/bet', {
    token: member.token,
    idempotencyKey: key,
    body: {
      game: 'hkmarksix',
      match_id: game.matchId,
      currency: 'USDT',
      bets: [{ type: 'specialCode', ball: 1, stake, odds: game.odds }],
    },
  });
}

beforeAll(async () => {
  server = await startTestServer({}, { frozenAt: new Date('2026-03-01T01:00:00Z') });
  request = client(server.url);
  const draws = await request<{ list: { match_id: string }[] }>('GET', '/api/v1/hkmarksix?limit=1');
  const odds = await request<{ index: number; odds: { odd: string }[] }[]>(
    'GET',
    '/api/v1/marksix/odds?game=hkmarksix',
  );
  game = { matchId: draws.data.list[0]?.match_id ?? '', odds: odds.data[0]?.odds[0]?.odd ?? '' };
});
afterAll(() => server.close());

describe('concurrent bets on one account', () => {
  it('accepts exactly what the balance covers out of 40 simultaneous bets', async () => {
    const member = await memberWith('25');
    const replies = await Promise.all(Array.from({ length: 40 }, () => markSix(member, '1')));
    const accepted = replies.filter((reply) => reply.code === 0);
    expect(accepted).toHaveLength(25);
    expect(new Set(replies.filter((r) => r.code !== 0).map((r) => r.msg))).toEqual(
      new Set(['Insufficient balance']),
    );
    expect(await balanceOf(request, member)).toBe('0');
    await expectBooksBalanced(request, server);
  });

  it('never overdraws with withdrawals racing the bets', async () => {
    const member = await memberWith('30');
    await prepareForWithdrawal(request, member);
    const bets = Array.from({ length: 20 }, () => markSix(member, '1'));
    const withdrawals = Array.from({ length: 10 }, () =>
      request('POST', '/api/v1/withdraw', {
        token: member.token,
        idempotencyKey: newKey(),
        body: {
          channel_id: 1,
          amount: '2',
          currency: 'USDT',
          bank_password: PAYMENT_PASSWORD,
          address: ADDRESS,
        },
      }),
    );
    const replies = await Promise.all([...bets, ...withdrawals]);
    const betsTaken = replies.slice(0, 20).filter((reply) => reply.code === 0).length;
    const withdrawn = replies.slice(20).filter((reply) => reply.code === 0).length;
    expect(withdrawn).toBeGreaterThan(0);
    expect(betsTaken).toBeGreaterThan(0);
    expect(betsTaken + 2 * withdrawn).toBeLessThanOrEqual(30);
    expect(await balanceOf(request, member)).toBe(String(30 - betsTaken - 2 * withdrawn));
    await expectBooksBalanced(request, server);
  });

  it('books one bet for simultaneous retries of one key, from several clients', async () => {
    const member = await memberWith('10');
    const key = newKey();
    const replies = await Promise.all(Array.from({ length: 8 }, () => markSix(member, '3', key)));
    expect(replies.every((reply) => reply.code === 0)).toBe(true);
    expect(new Set(replies.map((reply) => reply.data.balance))).toEqual(new Set(['7']));
    expect(await balanceOf(request, member)).toBe('7');
  });
});
