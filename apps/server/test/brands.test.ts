// Brands kept apart (issue 17): the brand header (absent: the default brand; unknown: 400), the
// preflight a browser pays once, each brand's own content in its languages, members shared or per
// brand, private content that stays on its brand, and the brand's merged-animal rule.
import { HEADER } from '@bet/api/contract/headers';
import { BRAND_IDS, BRANDS, type BrandId } from '@bet/domain/brands';
import { GAME_IDS } from '@bet/domain/games';
import { OTP_RESEND_MS } from '../src/auth/otp.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newKey, type Request, type RequestOptions } from './support/http-client.ts';
import { deposit, PASSWORD, registerMember, type TestMember } from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Requests of one brand app: the brand header on every call, as the client sets it once. */
function onBrand(request: Request, brand: BrandId): Request {
  return <T = unknown>(method: string, path: string, options: RequestOptions = {}) =>
    request<T>(method, path, {
      ...options,
      headers: { [HEADER.brand]: brand, ...options.headers },
    });
}

const signIn = (request: Request, member: TestMember) =>
  request<{ token: string; fresh_token: string }>('POST', '/api/v1/sign_in/', {
    body: { account: member.email, password: PASSWORD },
  });

const balance = (request: Request, member: TestMember) =>
  request<{ score: string }>('GET', '/api/v1/member/balance', { token: member.token });

describe('brands on a server with shared members (the default)', () => {
  let server: TestServer;
  let request: Request;
  beforeAll(async () => {
    server = await startTestServer({}, { frozenAt: new Date('2026-03-01T10:02:00Z') });
    request = client(server.url);
  });
  afterAll(() => server.close());

  it('serves the default brand without a header, and refuses an unknown brand with a 400', async () => {
    const plain = await request<{ title: string }[]>('GET', '/api/v1/ad');
    const jcbet = await onBrand(request, 'jcbet')<{ title: string }[]>('GET', '/api/v1/ad');
    expect(plain.data).toEqual(jcbet.data);
    expect(plain.data[0]?.title).toMatch(/^JCBet · /);

    const unknown = await request('GET', '/api/v1/ad', { headers: { [HEADER.brand]: 'nobet' } });
    expect(unknown).toMatchObject({ status: 400, code: 400 });
    expect(unknown.msg).toContain('brand');
    // A refused write changes nothing: no account is made.
    const email = 'nobrand@example.com';
    await request('GET', `/api/v1/verify/reg/email?email=${email}`);
    const mail = await request<{ code: string }[]>('GET', `/dev/mailbox?to=${email}`);
    const registration = await request('POST', '/api/v1/reg', {
      headers: { [HEADER.brand]: 'nobet' },
      body: { email, password: PASSWORD, code: mail.data[0]?.code, terms: true, adult: true },
    });
    expect(registration.status).toBe(400);
    const count = await server.services.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers a brand site’s preflight once for two hours, allowing the brand header', async () => {
    const origin = server.services.config.brandOrigins[0] ?? '';
    const preflight = await fetch(`${server.url}/api/v1/ad`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': `${HEADER.brand}, ${HEADER.authorization}`,
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-max-age')).toBe('7200');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      HEADER.brand,
    );
    const stranger = await fetch(`${server.url}/api/v1/ad`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${server.url}/api/v1/ad`, {
      headers: { Origin: origin, [HEADER.brand]: 'bdbet' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('gives each brand its own banners, promotions, announcements, footer and support, in its languages', async () => {
    const seen = new Set<string>();
    for (const id of BRAND_IDS) {
      const brand = BRANDS[id];
      const on = onBrand(request, id);
      const footer = await on<{ footer: Record<string, string> }>('GET', '/api/v1/config/footer');
      expect(Object.keys(footer.data.footer).sort(), id).toEqual([...brand.languages].sort());
      for (const language of brand.languages) {
        const headers = { 'Accept-Language': language };
        const promotions = await on<{ id: number; title: string }[]>('GET', '/api/v1/ad', {
          headers,
        });
        const banners = await on<{ alt: string }[]>('GET', '/api/v1/banner/list', { headers });
        const announcements = await on<{ content: string }[]>('GET', '/api/v1/announcement/list', {
          headers,
        });
        const copyright = await on<{ text: string }>('GET', '/api/v1/copyright', { headers });
        expect(promotions.data.length, `${id} ${language}`).toBe(2);
        for (const text of [
          ...promotions.data.map((p) => p.title),
          ...banners.data.map((b) => b.alt),
          ...announcements.data.map((a) => a.content),
          copyright.data.text,
        ])
          expect(text, `${id} ${language}`).toContain(brand.name);
        for (const promotion of promotions.data) seen.add(`${promotion.id}`);
      }
      const support = await on<{ url: string }[]>('GET', '/api/v1/customer_service');
      expect(support.data.map((s) => s.url)).toContain(`mailto:support@${id}.local`);
    }
    // Seven brands, two promotions each, none shared.
    expect(seen.size).toBe(BRAND_IDS.length * 2);
    // Texts in the brand's own languages: BDBet in Bengali, its default.
    const bd = await onBrand(request, 'bdbet')<{ title: string }[]>('GET', '/api/v1/ad', {
      headers: { 'Accept-Language': 'bn' },
    });
    expect(bd.data[0]?.title).toBe('BDBet · স্বাগতম বোনাস');
    // A language the brand does not offer: its default language, not pt.
    const tiger = await onBrand(request, 'tigerbet')<{ title: string }[]>('GET', '/api/v1/ad', {
      headers: { 'Accept-Language': 'pt-BR' },
    });
    expect(tiger.data[0]?.title).toBe('TigerBet · Welcome bonus');
  });

  it('hides the games a brand does not offer from its availability list', async () => {
    type Row = { game_id: number; status: number };
    const statusOn = async (brand: BrandId) =>
      new Map(
        (await onBrand(request, brand)<Row[]>('GET', '/api/v1/games/availability')).data.map(
          (row) => [row.game_id, row.status],
        ),
      );
    const bd = await statusOn('bdbet');
    expect([bd.get(GAME_IDS.bd), bd.get(GAME_IDS.hkmarksix)]).toEqual([1, 1]);
    // No soccer and no live games on BDBet: hidden (3) there.
    expect([bd.get(GAME_IDS.soccer), bd.get(GAME_IDS.winfinity)]).toEqual([3, 3]);
    const tiger = await statusOn('tigerbet');
    expect([tiger.get(GAME_IDS.soccer), tiger.get(GAME_IDS.hkmarksix)]).toEqual([3, 3]);
    expect(tiger.get(GAME_IDS.pgGames)).toBe(1);
    // A game switched off for every brand stays off on a brand that offers it.
    expect((await statusOn('lunabet')).get(GAME_IDS.twnmarksix)).toBe(2);
  });

  it('lets a shared member sign in and keep one session on every brand', async () => {
    const bdbet = onBrand(request, 'bdbet');
    const member = await registerMember(bdbet);
    const tiger = onBrand(request, 'tigerbet');
    expect((await balance(tiger, member)).code).toBe(0);
    const again = await signIn(tiger, member);
    expect(again.code).toBe(0);
  });

  it("keeps a member's private messages and joined promotions on the brand they belong to", async () => {
    const jcbet = onBrand(request, 'jcbet');
    const bdbet = onBrand(request, 'bdbet');
    const demo = await jcbet<{ token: string }>('POST', '/api/v1/sign_in/', {
      body: { account: 'demo@bet.local', password: 'Demo12345' },
    });
    const token = demo.data.token;
    type Messages = { list: { id: number; title: string }[]; total: number };
    const onJc = await jcbet<Messages>('GET', '/api/v1/notice/private', { token });
    const onBd = await bdbet<Messages>('GET', '/api/v1/notice/private', { token });
    expect(onJc.data.total).toBeGreaterThan(0);
    expect(onBd.data.total).toBeGreaterThan(0);
    expect(onJc.data.list.every((m) => m.title.startsWith('JCBet'))).toBe(true);
    expect(onBd.data.list.every((m) => m.title.startsWith('BDBet'))).toBe(true);
    // A jcbet message read or marked through bdbet: not found there, and still unread.
    const message = onJc.data.list[0]?.id;
    expect((await bdbet('GET', `/api/v1/notice/notice?id=${message}`, { token })).status).toBe(404);
    await bdbet('POST', '/api/v1/messagesync', { token, body: { ids: [message] } });
    const still = await jcbet<{ list: { id: number; read: boolean }[] }>(
      'GET',
      '/api/v1/notice/private',
      { token },
    );
    expect(still.data.list.find((m) => m.id === message)?.read).toBe(false);

    // Promotions: joined on jcbet, listed there only; bdbet cannot join jcbet's promotion.
    const member = await registerMember(jcbet);
    const jcPromotion = (await jcbet<{ id: number }[]>('GET', '/api/v1/ad')).data[0]?.id;
    expect(
      (await jcbet('POST', '/api/v1/ad/join', { token: member.token, body: { id: jcPromotion } }))
        .code,
    ).toBe(0);
    expect(
      (await jcbet<{ id: number }[]>('GET', '/api/v1/ad/joined', { token: member.token })).data,
    ).toHaveLength(1);
    expect(
      (await bdbet<unknown[]>('GET', '/api/v1/ad/joined', { token: member.token })).data,
    ).toEqual([]);
    expect(
      (await bdbet('POST', '/api/v1/ad/join', { token: member.token, body: { id: jcPromotion } }))
        .status,
    ).toBe(404);
  });

  it('enforces the merged-animal rule of the brand: exactly six on bdbet, 2 to 9 elsewhere', async () => {
    const bdbet = onBrand(request, 'bdbet');
    const jcbet = onBrand(request, 'jcbet');
    const member = await registerMember(bdbet);
    await deposit(bdbet, member, '100', server.url);
    const game = 'hkmarksix';
    const draw = (await request<{ list: { match_id: string }[] }>('GET', `/api/v1/${game}?limit=1`))
      .data.list[0];
    const groups = (
      await request<{ index: number; odds: { prop: string; odd: string }[] }[]>(
        'GET',
        `/api/v1/marksix/odds?game=${game}`,
      )
    ).data;
    const odds = (count: number) =>
      groups.find((g) => g.index === 22)?.odds.find((o) => o.prop === String(count))?.odd;
    const animals = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake'];
    const bet = (on: Request, count: number) =>
      on<{ balance: string }>('POST', '/api/v1/marksix/bet', {
        token: member.token,
        idempotencyKey: newKey(),
        body: {
          game,
          match_id: draw?.match_id,
          bets: [
            {
              type: 'specialCodeMergeAnimal',
              animals: animals.slice(0, count),
              odds: odds(count),
              stake: '1',
            },
          ],
        },
      });
    const five = await bet(bdbet, 5);
    expect(five.status).toBe(400);
    expect(five.msg).toContain('exactly 6 animals');
    expect((await balance(bdbet, member)).data.score).toBe('100');
    expect(await bet(bdbet, 6)).toMatchObject({ code: 0, data: { balance: '99' } });
    // The same five animals are a bet on a brand with the 2-to-9 rule.
    expect(await bet(jcbet, 5)).toMatchObject({ code: 0, data: { balance: '98' } });
  });
});

describe('brands on a server with members per brand (MEMBERS=per-brand)', () => {
  let server: TestServer;
  let request: Request;
  beforeAll(async () => {
    server = await startTestServer({ MEMBERS: 'per-brand' });
    request = client(server.url);
  });
  afterAll(() => server.close());

  it('registers and signs in on the brand only, and refuses its session on another brand', async () => {
    const bdbet = onBrand(request, 'bdbet');
    const jcbet = onBrand(request, 'jcbet');
    const member = await registerMember(bdbet);
    expect((await balance(bdbet, member)).code).toBe(0);
    // The bdbet session is no session on jcbet (nor is its refresh token).
    expect((await balance(jcbet, member)).status).toBe(401);
    expect((await balance(request, member)).status).toBe(401);
    expect(
      (await jcbet('GET', '/api/v1/refresh/token', { token: member.refreshToken })).status,
    ).toBe(401);
    // Its account is unknown on jcbet ...
    expect((await signIn(jcbet, member)).code).not.toBe(0);
    expect((await signIn(bdbet, member)).code).toBe(0);
    // ... where the same address may open an account of its own (a new code, after the resend wait).
    server.clock.advance(OTP_RESEND_MS);
    await jcbet('GET', `/api/v1/verify/reg/email?email=${member.email}`);
    const mail = await request<{ code: string }[]>('GET', `/dev/mailbox?to=${member.email}`);
    const own = await jcbet<{ uid: number }>('POST', '/api/v1/reg', {
      body: {
        email: member.email,
        password: PASSWORD,
        code: mail.data[0]?.code,
        terms: true,
        adult: true,
      },
    });
    expect(own.code).toBe(0);
    expect(own.data.uid).not.toBe(member.uid);
  });

  it("keeps a per-brand member's invite code on its brand", async () => {
    const bdbet = onBrand(request, 'bdbet');
    const member = await registerMember(bdbet);
    const invite = await bdbet<{ code: string }>('GET', '/api/v1/member/invite_code?type=1', {
      token: member.token,
    });
    expect((await bdbet('GET', `/api/v1/share/${invite.data.code}`)).code).toBe(0);
    expect(
      (await onBrand(request, 'riobet')('GET', `/api/v1/share/${invite.data.code}`)).status,
    ).toBe(404);
    // Nor does it invite a member of another brand.
    await expect(
      registerMember(onBrand(request, 'riobet'), { inviteCode: invite.data.code }),
    ).rejects.toThrow(/Invite code not found/);
  });

  it('seeds the demo accounts on every brand, each its own', async () => {
    const ids = new Set<number>();
    for (const id of BRAND_IDS) {
      const demo = await onBrand(request, id)<{ uid: number }>('POST', '/api/v1/sign_in/', {
        body: { account: 'demo@bet.local', password: 'Demo12345' },
      });
      expect(demo.code, id).toBe(0);
      ids.add(demo.data.uid);
    }
    expect(ids.size).toBe(BRAND_IDS.length);
  });
});
