// Safer play over HTTP (issue 14): deposit limits with the 24-hour cooling-off (driven by the
// server clock, exactly at the boundary), concurrent deposits against a limit, time-out and
// self-exclusion refusing bets, deposits and game launches but not withdrawals, exclusion racing
// a bet and a deposit, the play session and the activity statement, and the admin clock.
import { COOLING_OFF_MS, selfExclusionEnd } from '@bet/domain/safety';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, expectBooksBalanced, signIn } from './support/betting.ts';
import { client, newKey, type Reply, type Request } from './support/http-client.ts';
import {
  deposit,
  PAYMENT_PASSWORD,
  prepareForWithdrawal,
  registerMember,
  type TestMember,
} from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const START = new Date('2026-03-01T01:00:00Z');
const ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const HOUR = 60 * 60 * 1000;
let server: TestServer;
let request: Request;
let game: { matchId: string; odds: string };

interface Limit {
  period: string;
  amount: string | null;
  pending: { amount: string | null; applies_at: string } | null;
  used: string;
  remaining: string | null;
}
interface Settings {
  currency: string;
  limits: Limit[];
  time_out_until: string | null;
  excluded_until: string | null;
  reality_check_minutes: number | null;
}

const settings = (m: TestMember) =>
  request<Settings>('GET', '/api/v1/member/safety', { token: m.token });
const setLimit = (m: TestMember, period: string, amount: string | null) =>
  request<Settings>('POST', '/api/v1/member/safety/deposit_limit', {
    token: m.token,
    body: { period, amount },
  });
const dayLimit = (reply: Reply<Settings>) => reply.data.limits.find((l) => l.period === 'day');
const order = (m: TestMember, amount: string) =>
  request<{ order_id: string }>('POST', '/api/v1/recharge', {
    token: m.token,
    idempotencyKey: newKey(),
    body: { pay_id: 1, amount, currency: 'USDT' },
  });
const markSix = (m: TestMember, stake: string) =>
  request<{ balance: string }>('POST', '/api/v1/marksix/bet', {
    token: m.token,
    idempotencyKey: newKey(),
    body: {
      game: 'hkmarksix',
      match_id: game.matchId,
      currency: 'USDT',
      bets: [{ type: 'specialCode', ball: 1, stake, odds: game.odds }],
    },
  });
const withdraw = (m: TestMember, amount: string) =>
  request('POST', '/api/v1/withdraw', {
    token: m.token,
    idempotencyKey: newKey(),
    body: {
      channel_id: 1,
      amount,
      currency: 'USDT',
      bank_password: PAYMENT_PASSWORD,
      address: ADDRESS,
    },
  });
const launch = (m: TestMember) =>
  request<string>('GET', '/3rd-game/api/v1/pg/1001', { token: m.token });

async function refreshGame() {
  const draws = await request<{ list: { match_id: string }[] }>('GET', '/api/v1/hkmarksix?limit=1');
  const odds = await request<{ odds: { odd: string }[] }[]>(
    'GET',
    '/api/v1/marksix/odds?game=hkmarksix',
  );
  game = { matchId: draws.data.list[0]?.match_id ?? '', odds: odds.data[0]?.odds[0]?.odd ?? '' };
}

beforeAll(async () => {
  server = await startTestServer({}, { frozenAt: START });
  request = client(server.url);
  await refreshGame();
});
afterAll(() => server.close());

describe('deposit limits', () => {
  it('refuses a deposit over the limit with the amount still allowed, unpaid orders counting', async () => {
    const member = await registerMember(request);
    const set = await setLimit(member, 'day', '200');
    expect(dayLimit(set)).toEqual({
      period: 'day',
      amount: '200',
      pending: null,
      used: '0',
      remaining: '200',
    });
    await deposit(request, member, '150', server.url);
    const refused = await order(member, '100');
    expect(refused).toMatchObject({
      code: 1,
      data: { reason: 'depositLimit', period: 'day', allowed: '50' },
    });
    expect(refused.msg).toBe('Deposit limit reached: 50 USDT allowed in 24 hours');
    expect(dayLimit(await settings(member))).toMatchObject({ used: '150', remaining: '50' });
  });

  it('applies a decrease at once; an increase and a removal wait 24 hours', async () => {
    const member = await registerMember(request);
    await setLimit(member, 'week', '1000');
    const lower = await setLimit(member, 'week', '500');
    expect(lower.data.limits[1]).toMatchObject({ amount: '500', pending: null });
    const now = server.services.now().getTime();
    const higher = await setLimit(member, 'week', '800');
    expect(higher.data.limits[1]).toMatchObject({
      amount: '500',
      pending: { amount: '800', applies_at: new Date(now + COOLING_OFF_MS).toISOString() },
    });
    const removal = await setLimit(member, 'month', '300');
    expect(removal.data.limits[2]).toMatchObject({ amount: '300', remaining: '300' });
    const removed = await setLimit(member, 'month', null);
    expect(removed.data.limits[2]).toMatchObject({
      amount: '300',
      pending: { amount: null },
    });
    const refused = await order(member, '400');
    expect(refused.data).toEqual({ reason: 'depositLimit', period: 'month', allowed: '300' });
  });

  it('validates the body: periods, positive amounts', async () => {
    const member = await registerMember(request);
    expect((await setLimit(member, 'year', '10')).status).toBe(400);
    expect((await setLimit(member, 'day', '0')).status).toBe(400);
    expect((await setLimit(member, 'day', '-5')).status).toBe(400);
  });

  it('applies a raise exactly when the cooling-off ends, on the server clock', async () => {
    const member = await registerMember(request);
    await setLimit(member, 'day', '200');
    await setLimit(member, 'day', '500');
    await server.advanceAndTick(COOLING_OFF_MS - 1);
    await signIn(request, member);
    expect(dayLimit(await settings(member))).toMatchObject({ amount: '200' });
    expect((await order(member, '300')).data).toMatchObject({ allowed: '200' });
    await server.advanceAndTick(1);
    expect(dayLimit(await settings(member))).toMatchObject({ amount: '500', pending: null });
    expect((await order(member, '300')).code).toBe(0);
    await refreshGame();
  });

  it('lets only the allowed ones of six simultaneous deposits pass', async () => {
    const member = await registerMember(request);
    await setLimit(member, 'day', '350');
    const replies = await Promise.all(Array.from({ length: 6 }, () => order(member, '100')));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(3);
    const refusals = replies.filter((r) => r.code !== 0).map((r) => r.data);
    expect(refusals).toEqual(
      Array.from({ length: 3 }, () => ({ reason: 'depositLimit', period: 'day', allowed: '50' })),
    );
    expect(dayLimit(await settings(member))).toMatchObject({ used: '300', remaining: '50' });
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out refuses bets, deposits and game launches, not withdrawals', async () => {
    const member = await registerMember(request);
    await deposit(request, member, '300', server.url);
    await prepareForWithdrawal(request, member);
    const taken = await request<Settings>('POST', '/api/v1/member/safety/time_out', {
      token: member.token,
      body: { days: 1 },
    });
    const until = new Date(server.services.now().getTime() + 24 * HOUR).toISOString();
    expect(taken.data.time_out_until).toBe(until);
    const refusal = { reason: 'timeOut', until };
    expect((await markSix(member, '5')).data).toEqual(refusal);
    expect((await order(member, '100')).data).toEqual(refusal);
    expect((await launch(member)).data).toEqual(refusal);
    expect((await withdraw(member, '100')).code).toBe(0);
    // Shortening is refused; lengthening is allowed.
    const shorter = await request('POST', '/api/v1/member/safety/time_out', {
      token: member.token,
      body: { days: 1 },
    });
    expect(shorter.data).toEqual(refusal);
    expect(
      (
        await request('POST', '/api/v1/member/safety/time_out', {
          token: member.token,
          body: { days: 43 },
        })
      ).status,
    ).toBe(400);
  });

  it('an order opened before a time-out fails instead of being paid during it', async () => {
    const member = await registerMember(request);
    const opened = await request<{ pay_url: string }>('POST', '/api/v1/recharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { pay_id: 1, amount: '100', currency: 'USDT' },
    });
    await request('POST', '/api/v1/member/safety/time_out', {
      token: member.token,
      body: { days: 7 },
    });
    const paid = await fetch(
      `${opened.data.pay_url.replace(/^https?:\/\/[^/]+/, server.url)}/complete`,
      { method: 'POST' },
    );
    expect(await paid.text()).toContain('data-status="2"');
    const balance = await request<{ score: string }>('GET', '/api/v1/member/balance', {
      token: member.token,
    });
    expect(balance.data.score).toBe('0');
  });

  it('a self-exclusion of 6, 12 or 60 months cannot be shortened', async () => {
    const member = await registerMember(request);
    const exclude = (months: number) =>
      request<Settings>('POST', '/api/v1/member/safety/self_exclusion', {
        token: member.token,
        body: { months },
      });
    expect((await exclude(3)).status).toBe(400);
    const at = server.services.now();
    const year = await exclude(12);
    expect(year.data.excluded_until).toBe(selfExclusionEnd(12, at).toISOString());
    expect(year.data.excluded_until?.slice(0, 4)).toBe(String(at.getUTCFullYear() + 1));
    expect((await exclude(6)).data).toEqual({
      reason: 'selfExcluded',
      until: year.data.excluded_until,
    });
    expect((await exclude(60)).code).toBe(0);
  });

  it('decides a bet and a deposit racing a self-exclusion one way or the other', async () => {
    for (let round = 0; round < 3; round++) {
      const member = await registerMember(request);
      await deposit(request, member, '100', server.url);
      const [bet, order1, excluded] = await Promise.all([
        markSix(member, '5'),
        order(member, '100'),
        request<Settings>('POST', '/api/v1/member/safety/self_exclusion', {
          token: member.token,
          body: { months: 6 },
        }),
      ]);
      expect(excluded.code).toBe(0);
      const until = excluded.data.excluded_until;
      for (const reply of [bet, order1])
        if (reply.code !== 0) expect(reply.data).toEqual({ reason: 'selfExcluded', until });
      // After it: both refused, and the books hold exactly what was accepted.
      expect((await markSix(member, '5')).data).toEqual({ reason: 'selfExcluded', until });
      expect((await order(member, '100')).data).toEqual({ reason: 'selfExcluded', until });
    }
    await expectBooksBalanced(request, server);
  });
});

describe('reality check, session and statement', () => {
  it('sets the interval and counts the session from sign-in or the last acknowledgement', async () => {
    const member = await registerMember(request);
    const bad = await request('POST', '/api/v1/member/safety/reality_check', {
      token: member.token,
      body: { minutes: 10 },
    });
    expect(bad.status).toBe(400);
    const set = await request<Settings>('POST', '/api/v1/member/safety/reality_check', {
      token: member.token,
      body: { minutes: 15 },
    });
    expect(set.data.reality_check_minutes).toBe(15);
    await deposit(request, member, '100', server.url);
    expect((await markSix(member, '10')).code).toBe(0);
    const session = await request<Record<string, unknown>>('GET', '/api/v1/member/safety/session', {
      token: member.token,
    });
    const now = server.services.now();
    expect(session.data).toMatchObject({
      now: now.toISOString(),
      currency: 'USDT',
      stakes: '10',
      returns: '0',
      net: '-10',
      reality_check_minutes: 15,
    });
    const started = new Date(session.data['started_at'] as string).getTime();
    expect(session.data['next_check_at']).toBe(new Date(started + 15 * 60_000).toISOString());
    await server.advanceAndTick(20 * 60_000);
    const ack = await request<Record<string, unknown>>(
      'POST',
      '/api/v1/member/safety/session/acknowledge',
      { token: member.token },
    );
    const at = server.services.now();
    expect(ack.data).toMatchObject({
      started_at: at.toISOString(),
      stakes: '0',
      net: '0',
      next_check_at: new Date(at.getTime() + 15 * 60_000).toISOString(),
    });
  });

  it('sums deposits, withdrawals, stakes and returns of a period from the ledger', async () => {
    const member = await registerMember(request);
    await deposit(request, member, '300', server.url);
    await prepareForWithdrawal(request, member);
    expect((await withdraw(member, '100')).code).toBe(0);
    expect((await markSix(member, '7')).code).toBe(0);
    const day = server.services.now().toISOString().slice(0, 10);
    const statement = await request(
      'GET',
      `/api/v1/member/safety/statement?from=${day}&to=${day}`,
      {
        token: member.token,
      },
    );
    expect(statement.data).toEqual({
      from: day,
      to: day,
      currency: 'USDT',
      deposits: '300',
      withdrawals: '100',
      stakes: '7',
      returns: '0',
      net: '-7',
    });
    const earlier = await request(
      'GET',
      '/api/v1/member/safety/statement?from=2026-01-01&to=2026-01-02',
      { token: member.token },
    );
    expect(earlier.data).toMatchObject({ deposits: '0', stakes: '0' });
    const reversed = await request(
      'GET',
      `/api/v1/member/safety/statement?from=${day}&to=2026-01-01`,
      { token: member.token },
    );
    expect(reversed.status).toBe(400);
  });
});

describe('admin clock', () => {
  it('reads and moves the server clock forward only, behind the admin key', async () => {
    const headers = adminHeaders(server);
    const before = server.services.now();
    const read = await request<{ now: string }>('GET', '/admin/clock', { headers });
    expect(read.data).toEqual({ now: before.toISOString(), movable: true });
    expect((await request('GET', '/admin/clock')).status).toBe(401);
    const moved = await request<{ now: string }>('POST', '/admin/clock', {
      headers,
      body: { advance_ms: HOUR },
    });
    expect(moved.data.now).toBe(new Date(before.getTime() + HOUR).toISOString());
    expect(server.services.now().getTime()).toBe(before.getTime() + HOUR);
    const back = await request('POST', '/admin/clock', { headers, body: { advance_ms: -1 } });
    expect(back.status).toBe(400);
    expect((await request('POST', '/admin/clock', { body: { advance_ms: 1 } })).status).toBe(401);
  });

  it('refuses to move the clock in production', async () => {
    const config = server.services.config;
    server.services.config = { ...config, adminClock: false };
    try {
      const headers = adminHeaders(server);
      const moved = await request('POST', '/admin/clock', { headers, body: { advance_ms: 1 } });
      expect(moved.status).toBe(403);
      const read = await request('GET', '/admin/clock', { headers });
      expect(read.data).toMatchObject({ movable: false });
    } finally {
      server.services.config = config;
    }
  });
});
