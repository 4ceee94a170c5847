// Issue 14: the daily check-in refused a second time (also when two claims race), the VIP level
// and progress moved by a deposit, and joining promotions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newKey, type Request } from './support/http-client.ts';
import { deposit, registerMember } from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let request: Request;

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.url);
});
afterAll(() => server.close());

const CHECK_IN = '/activities/api/v1/benefit/check_in';

async function balanceOf(token: string): Promise<string> {
  const info = await request<{ score: string }>('GET', '/api/v1/member/balance', { token });
  return info.data.score;
}

describe('daily check-in, claimed once', () => {
  it('credits one of two simultaneous claims and refuses the other with the known msg', async () => {
    const member = await registerMember(request);
    const claim = () =>
      request<{ reward: string }>('POST', CHECK_IN, {
        token: member.token,
        idempotencyKey: newKey(),
      });
    const answers = await Promise.all([claim(), claim(), claim()]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1, 1]);
    expect(answers.filter((a) => a.code === 1).map((a) => a.msg)).toEqual([
      'Already checked in today',
      'Already checked in today',
    ]);
    expect(answers.find((a) => a.code === 1)?.data).toEqual({
      message_key: 'errors.alreadyCheckedIn',
    });
    const list = await request<{ claimed: boolean }[]>('GET', CHECK_IN, { token: member.token });
    expect(list.data.filter((d) => d.claimed)).toHaveLength(1);
    const log = await request<{ list: { kind: number }[] }>('GET', '/api/v1/member/change_log', {
      token: member.token,
    });
    expect(log.data.list.filter((row) => row.kind === 60)).toHaveLength(1);
  });

  it('answers a retried claim (same Idempotency-Key) with the first answer, crediting once', async () => {
    const member = await registerMember(request);
    const idempotencyKey = newKey();
    const first = await request<{ balance: string }>('POST', CHECK_IN, {
      token: member.token,
      idempotencyKey,
    });
    const again = await request<{ balance: string }>('POST', CHECK_IN, {
      token: member.token,
      idempotencyKey,
    });
    expect(first.code).toBe(0);
    expect(again.data).toEqual(first.data);
    const refused = await request('POST', CHECK_IN, {
      token: member.token,
      idempotencyKey: newKey(),
    });
    expect(refused.code).toBe(1);
    expect(Number(await balanceOf(member.token))).toBe(Number(first.data.balance));
  });
});

describe('VIP club', () => {
  it('serves the levels with their benefits', async () => {
    const levels = await request<{ level: number; recharge: string; benefits: unknown[] }[]>(
      'GET',
      '/api/v1/vip',
    );
    expect(levels.data.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
    expect(levels.data.every((l) => l.benefits.length > 0)).toBe(true);
  });

  it('moves the standing and the level with completed deposits only', async () => {
    const member = await registerMember(request);
    const vip = () =>
      request<{ deposited: string; level: number; remaining: string; percent: number }>(
        'GET',
        '/api/v1/member/vip',
        { token: member.token },
      );
    expect((await vip()).data).toMatchObject({ deposited: '0', level: 1, remaining: '1000' });
    // An order not paid yet counts for nothing.
    await request('POST', '/api/v1/recharge', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { pay_id: 1, amount: '500', currency: 'USDT' },
    });
    await request('POST', CHECK_IN, { token: member.token, idempotencyKey: newKey() });
    expect((await vip()).data.remaining).toBe('1000');
    await deposit(request, member, '150', server.url);
    expect((await vip()).data).toMatchObject({
      deposited: '150',
      level: 1,
      remaining: '850',
      percent: 15,
    });
    await deposit(request, member, '900', server.url);
    expect((await vip()).data).toMatchObject({ level: 2, next_level: 3, remaining: '3950' });
    const info = await request<{ level: number }>('GET', '/api/v1/member/info', {
      token: member.token,
    });
    expect(info.data.level).toBe(2);
  });

  it('needs a member', async () => {
    expect((await request('GET', '/api/v1/member/vip')).status).toBe(401);
  });
});

describe('promotions joined', () => {
  it('joins a promotion once and lists it in the request language', async () => {
    const member = await registerMember(request);
    const promotions = await request<{ id: number; title: string }[]>('GET', '/api/v1/ad', {
      headers: { 'Accept-Language': 'en' },
    });
    const [first, second] = promotions.data;
    if (!first || !second) throw new Error('the seed has two promotions');
    const joined = () =>
      request<{ id: number; title: string }[]>('GET', '/api/v1/ad/joined', {
        token: member.token,
        headers: { 'Accept-Language': 'en' },
      });
    expect((await joined()).data).toEqual([]);
    const join = (id: number) =>
      request('POST', '/api/v1/ad/join', { token: member.token, body: { id } });
    expect((await join(first.id)).code).toBe(0);
    expect((await join(first.id)).code).toBe(0);
    server.clock.advance(1000);
    try {
      expect((await join(second.id)).code).toBe(0);
    } finally {
      server.clock.advance(-1000);
    }
    const list = (await joined()).data;
    expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(list[1]?.title).toBe(first.title);
    const pt = await request<{ title: string }[]>('GET', '/api/v1/ad/joined', {
      token: member.token,
      headers: { 'Accept-Language': 'pt-BR' },
    });
    expect(pt.data[1]?.title).not.toBe(first.title);
    const other = await registerMember(request);
    expect(
      (await request<unknown[]>('GET', '/api/v1/ad/joined', { token: other.token })).data,
    ).toEqual([]);
  });

  it('refuses a promotion that has ended, saying why', async () => {
    const member = await registerMember(request);
    const { id } = await server.services.db
      .insertInto('content_items')
      .values({
        brand: 'jcbet',
        kind: 'promotion',
        language: null,
        data: JSON.stringify({
          title: 'Old offer',
          pic: '/static/promotions/1.svg',
          content: '<p>Gone</p>',
          url: null,
          start_at: null,
          end_at: '2020-01-01T00:00:00.000Z',
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await request('POST', '/api/v1/ad/join', {
      token: member.token,
      body: { id: Number(id) },
    });
    expect(refused.code).toBe(1);
    expect(refused.data).toEqual({ message_key: 'errors.promotionEnded' });
    await server.services.db.deleteFrom('content_items').where('id', '=', id).execute();
  });

  it('refuses an unknown promotion and a visitor', async () => {
    const member = await registerMember(request);
    expect(
      (await request('POST', '/api/v1/ad/join', { token: member.token, body: { id: 999999 } }))
        .status,
    ).toBe(404);
    expect((await request('POST', '/api/v1/ad/join', { body: { id: 1 } })).status).toBe(401);
  });
});
