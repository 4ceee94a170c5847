import { createHash } from 'node:crypto';
import { BRANDS } from '@bet/domain/brands';
import { LANGUAGES } from '@bet/domain/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newKey, type Request } from './support/http-client.ts';
import { registerMember } from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let request: Request;

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.url);
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;

/** LunaBet offers every language of the product: its content is written in all eleven. */
const LUNA = { brand: 'lunabet' };

describe('home and content', () => {
  it("serves announcements in the request language, then the brand's default, then pt", async () => {
    const en = await request<{ content: string }[]>('GET', '/api/v1/announcement/list', {
      headers: { ...LUNA, 'Accept-Language': 'en-US,en;q=0.9' },
    });
    const ja = await request<{ content: string }[]>('GET', '/api/v1/announcement/list', {
      headers: { ...LUNA, 'Accept-Language': 'ja' },
    });
    const unknown = await request<{ content: string }[]>('GET', '/api/v1/announcement/list', {
      headers: { 'Accept-Language': 'de-DE' },
    });
    expect(en.data[0]?.content).toMatch(/^LunaBet: Welcome/);
    expect(ja.data[0]?.content).toMatch(/ようこそ/);
    // No brand header: the default brand (JCBet), whose default language is pt.
    expect(unknown.data[0]?.content).toMatch(/^JCBet: Bem-vindo/);
  });

  it('has footer texts in every language of the brand and a copyright line', async () => {
    const footer = await request<{ footer: Record<string, string> }>(
      'GET',
      '/api/v1/config/footer',
      { headers: LUNA },
    );
    expect(Object.keys(footer.data.footer).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
    const jcbet = await request<{ footer: Record<string, string> }>('GET', '/api/v1/config/footer');
    expect(Object.keys(jcbet.data.footer).sort()).toEqual([...BRANDS.jcbet.languages].sort());
    const copyright = await request<{ year: number }>('GET', '/api/v1/copyright');
    expect(copyright.data.year).toBe(2024);
  });

  it('has banners of kind 0 and 1, slides, promotions, live games per language', async () => {
    const banners = await request<{ kind: number }[]>('GET', '/api/v1/banner/list');
    expect(new Set(banners.data.map((b) => b.kind))).toEqual(new Set([0, 1]));
    expect(
      (await request<unknown[]>('GET', '/api/v1/slideshow', { headers: { platform: '1' } })).data
        .length,
    ).toBeGreaterThan(0);
    expect((await request<unknown[]>('GET', '/api/v1/ad')).data.length).toBeGreaterThan(0);
    const live = await request<{ name: string }[]>('GET', '/api/v1/live_games?lang=es');
    expect(live.data[0]?.name).toBe('Ruleta en vivo');
    expect((await request('GET', '/api/v1/live_games?lang=xx')).status).toBe(400);
  });

  it('serves every picture the seeded banners, slides, promotions, VIP levels and support point at', async () => {
    const banners = await request<{ src: string }[]>('GET', '/api/v1/banner/list');
    const slides = await request<{ pic: string }[]>('GET', '/api/v1/slideshow', {
      headers: { platform: '1' },
    });
    const vip = await request<{ img: string }[]>('GET', '/api/v1/vip');
    const promotions = await request<{ pic: string }[]>('GET', '/api/v1/ad');
    const support = await request<{ icon: string }[]>('GET', '/api/v1/customer_service');
    const paths = [
      ...banners.data.map((b) => b.src),
      ...slides.data.map((s) => s.pic),
      ...vip.data.map((v) => v.img),
      ...promotions.data.map((p) => p.pic),
      ...support.data.map((s) => s.icon),
    ];
    expect(paths.length).toBeGreaterThanOrEqual(17);
    for (const path of paths) {
      const answer = await fetch(new URL(path, server.url));
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(await answer.text()).toContain('<svg');
    }
    expect((await fetch(`${server.url}/static/banners/nothing.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/static/other/welcome.svg`)).status).toBe(404);
  });

  it('serves promotions, banners, slides and support in the request language, then the next one asked, then pt', async () => {
    type Promotion = { id: number; title: string; content: string };
    const inLanguage = async (accept: string, brand: Record<string, string> = LUNA) =>
      (
        await request<Promotion[]>('GET', '/api/v1/ad', {
          headers: { ...brand, 'Accept-Language': accept },
        })
      ).data;
    const zh = await inLanguage('zh-CN');
    const en = await inLanguage('en');
    expect(zh[0]?.title).toBe('LunaBet · 新人欢迎奖金');
    expect(en[0]?.title).toBe('LunaBet · Welcome bonus');
    // The same promotions (same ids) in every language.
    expect(zh.map((p) => p.id)).toEqual(en.map((p) => p.id));
    // A language the product lacks: the next one asked for, else the brand's default, else pt.
    expect((await inLanguage('de, es;q=0.8'))[0]?.title).toBe('LunaBet · Bono de bienvenida');
    expect((await inLanguage('de'))[0]?.title).toBe('LunaBet · Welcome bonus');
    expect((await inLanguage('de', {}))[0]?.title).toBe('JCBet · Bônus de boas-vindas');
    const banners = await request<{ alt: string; kind: number }[]>('GET', '/api/v1/banner/list', {
      headers: { ...LUNA, 'Accept-Language': 'ja' },
    });
    expect(banners.data.map((b) => b.alt)).toContain('LunaBet · ウェルカムボーナス');
    const slides = await request<{ name: string }[]>('GET', '/api/v1/slideshow', {
      headers: { ...LUNA, platform: '1', 'Accept-Language': 'ru' },
    });
    expect(slides.data.map((s) => s.name)).toContain('Спорт');
    const support = await request<{ name: string }[]>('GET', '/api/v1/customer_service', {
      headers: { ...LUNA, 'Accept-Language': 'hi' },
    });
    expect(support.data.map((s) => s.name)).toContain('लाइव चैट');
  });

  it('links every promotion banner to a promotion that exists', async () => {
    const banners = await request<{ url: string }[]>('GET', '/api/v1/banner/list');
    const ids = (await request<{ id: number }[]>('GET', '/api/v1/ad')).data.map((p) => p.id);
    const promotionLinks = banners.data
      .map((b) => b.url)
      .filter((url) => url.startsWith('/promotions/'));
    expect(promotionLinks.length).toBeGreaterThan(0);
    for (const url of promotionLinks) expect(ids, url).toContain(Number(url.split('/')[2]));
  });

  it('reports game availability with all three statuses', async () => {
    const availability = await request<{ status: number }[]>('GET', '/api/v1/games/availability');
    expect(new Set(availability.data.map((g) => g.status))).toEqual(new Set([1, 2, 3]));
  });

  it('lists currencies (USDT first, exchange 1), exchange rates, VIP levels and support channels', async () => {
    const currencies = await request<
      { currency: string; exchange: string; sport_bet_min: string; lotter_bet_min: string }[]
    >('GET', '/api/v1/config/currency');
    expect(currencies.data[0]).toMatchObject({
      currency: 'USDT',
      exchange: '1',
      sport_bet_min: '0.01',
      lotter_bet_min: '1',
    });
    expect((await request<unknown[]>('GET', '/api/v1/config/exchange')).data.length).toBe(
      currencies.data.length,
    );
    const vip = await request<{ name: string }[]>('GET', '/api/v1/vip');
    expect(vip.data.map((v) => v.name)).toEqual([
      'bronze',
      'silver',
      'gold',
      'platinum',
      'diamond',
    ]);
    expect(
      (await request<unknown[]>('GET', '/api/v1/customer_service')).data.length,
    ).toBeGreaterThan(0);
  });
});

describe('notices', () => {
  it('lists public notices and the member’s own private messages; messagesync marks them read', async () => {
    const member = await registerMember(request);
    const demo = await request<{ token: string }>('POST', '/api/v1/sign_in/', {
      body: { account: 'demo@bet.local', password: 'Demo12345' },
    });
    const publicNotices = await request<{ total: number }>(
      'GET',
      '/api/v1/notice/public?start=0&limit=5',
      { headers: { 'Accept-Language': 'ko' } },
    );
    expect(publicNotices.data.total).toBe(2);
    const mine = await request<{ list: { id: number; read: boolean }[] }>(
      'GET',
      '/api/v1/notice/private',
      { token: demo.data.token },
    );
    const first = mine.data.list[0];
    expect(first?.read).toBe(false);
    // Another member cannot read or mark the demo member's message.
    expect(
      (await request('GET', `/api/v1/notice/notice?id=${first?.id}`, { token: member.token }))
        .status,
    ).toBe(404);
    expect((await request('GET', `/api/v1/notice/notice?id=${first?.id}`)).status).toBe(404);
    await request('POST', '/api/v1/messagesync', {
      token: member.token,
      body: { ids: [first?.id] },
    });
    const synced = await request<{ unread: number }>('POST', '/api/v1/messagesync', {
      token: demo.data.token,
      body: { ids: [first?.id] },
    });
    expect(synced.data.unread).toBe(1);
    expect(
      (await request('GET', `/api/v1/notice/notice?id=${first?.id}`, { token: demo.data.token }))
        .code,
    ).toBe(0);
  });
});

describe('daily check-in', () => {
  it('claims once a day and grows the streak on consecutive days', async () => {
    const member = await registerMember(request);
    const list = await request<{ day: number; claimable: boolean; claimed: boolean }[]>(
      'GET',
      '/activities/api/v1/benefit/check_in',
      { token: member.token },
    );
    expect(list.data).toHaveLength(7);
    expect(list.data[0]).toMatchObject({ day: 1, claimable: true, claimed: false });
    const claim = () =>
      request<{ reward: string; balance: string }>('POST', '/activities/api/v1/benefit/check_in', {
        token: member.token,
        idempotencyKey: newKey(),
      });
    expect((await claim()).data).toMatchObject({ reward: '0.1', balance: '0.1' });
    expect((await claim()).code).toBe(1);
    const after = await request<{ claimed: boolean; claimable: boolean }[]>(
      'GET',
      '/activities/api/v1/benefit/check_in',
      { token: member.token },
    );
    expect(after.data[0]).toMatchObject({ claimed: true, claimable: false });
    server.clock.advance(DAY);
    try {
      const signedIn = await request<{ token: string }>('POST', '/api/v1/sign_in/', {
        body: { account: member.email, password: member.password },
      });
      const second = await request<{ reward: string; balance: string }>(
        'POST',
        '/activities/api/v1/benefit/check_in',
        { token: signedIn.data.token, idempotencyKey: newKey() },
      );
      expect(second.data).toMatchObject({ reward: '0.2', balance: '0.3' });
    } finally {
      server.clock.advance(-DAY);
    }
  });
});

describe('support chat', () => {
  it('gives a member a token and a persisted conversation the agent answers', async () => {
    const member = await registerMember(request);
    const token = await request<{ token: string; chat_id: string; url: string }>(
      'POST',
      '/otherChat/otherChatToken/getChatToken',
      { token: member.token },
    );
    expect(token.data.chat_id).toBe(`m${member.uid}`);
    expect((await fetch(token.data.url)).status).toBe(200);
    const chat = { Authorization: `Bearer ${token.data.token}` };
    await request('POST', '/chat/messages', {
      headers: chat,
      body: { body: 'Where is my deposit?' },
    });
    const conversations = await request<{ id: number; chat_id: string }[]>(
      'GET',
      '/admin/chat/conversations',
      { headers: { 'X-Admin-Key': server.services.config.secrets.adminKey } },
    );
    const mine = conversations.data.find((c) => c.chat_id === token.data.chat_id);
    await request('POST', `/admin/chat/${mine?.id}/reply`, {
      headers: { 'X-Admin-Key': server.services.config.secrets.adminKey },
      body: { body: 'It is on its way.' },
    });
    const messages = await request<{ sender: string; body: string }[]>(
      'GET',
      '/chat/messages?after=0',
      { headers: chat },
    );
    expect(messages.data.map((m) => m.sender)).toEqual(['agent', 'member', 'agent']);
    // A new token for the same member opens the same conversation (messages persist).
    const again = await request<{ token: string }>(
      'POST',
      '/otherChat/otherChatToken/getChatToken',
      { token: member.token },
    );
    expect(
      (
        await request<unknown[]>('GET', '/chat/messages', {
          headers: { Authorization: `Bearer ${again.data.token}` },
        })
      ).data,
    ).toHaveLength(3);
  });

  it('gives visitors a token with the secret and time headers, and refuses a wrong secret', async () => {
    const time = String(Math.floor(Date.now() / 1000));
    const secret = createHash('sha256')
      .update(`${server.services.config.chatGuestSalt}${time}`)
      .digest('hex');
    const guest = await request<{ chat_id: string; token: string }>(
      'POST',
      '/otherChat/otherChatToken/getNonLoginToken',
      { headers: { secret, time }, body: {} },
    );
    expect(guest.data.chat_id).toMatch(/^v[0-9a-f]{32}$/);
    const kept = await request<{ chat_id: string }>(
      'POST',
      '/otherChat/otherChatToken/getNonLoginToken',
      { headers: { secret, time }, body: { chat_id: guest.data.chat_id } },
    );
    expect(kept.data.chat_id).toBe(guest.data.chat_id);
    const wrong = await request('POST', '/otherChat/otherChatToken/getNonLoginToken', {
      headers: { secret: 'ab'.repeat(32), time },
      body: {},
    });
    expect(wrong.status).toBe(401);
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    const staleSecret = createHash('sha256')
      .update(`${server.services.config.chatGuestSalt}${stale}`)
      .digest('hex');
    expect(
      (
        await request('POST', '/otherChat/otherChatToken/getNonLoginToken', {
          headers: { secret: staleSecret, time: stale },
          body: {},
        })
      ).status,
    ).toBe(401);
  });

  it("judges a visitor's time against real time, even when the business clock has moved", async () => {
    server.clock.advance(32 * 60_000);
    try {
      const time = String(Math.floor(Date.now() / 1000));
      const secret = createHash('sha256')
        .update(`${server.services.config.chatGuestSalt}${time}`)
        .digest('hex');
      const guest = await request('POST', '/otherChat/otherChatToken/getNonLoginToken', {
        headers: { secret, time },
        body: {},
      });
      expect(guest.status).toBe(200);
    } finally {
      server.clock.advance(-32 * 60_000);
    }
  });
});

describe('dev mailbox and operator endpoints', () => {
  it('shows the codes sent to an address', async () => {
    await request('GET', '/api/v1/verify/reg/email?email=mailbox@example.com');
    const mail = await request<{ code: string }[]>('GET', '/dev/mailbox?to=mailbox@example.com');
    expect(mail.data[0]?.code).toMatch(/^\d{6}$/);
    expect((await request('GET', '/dev/mailbox')).status).toBe(400);
  });

  it('refuses operator calls without the right admin key and audits the ledger with it', async () => {
    expect((await request('GET', '/admin/ledger/audit')).status).toBe(401);
    expect(
      (await request('GET', '/admin/ledger/audit', { headers: { 'X-Admin-Key': 'wrong' } })).status,
    ).toBe(403);
    const audit = await request<{ consistent: boolean; total: string }>(
      'GET',
      '/admin/ledger/audit',
      { headers: { 'X-Admin-Key': server.services.config.secrets.adminKey } },
    );
    expect(audit.data).toEqual({ consistent: true, total: '0', mismatches: [] });
  });

  it('answers unknown paths with the envelope', async () => {
    expect(await request('GET', '/api/v1/nothing-here')).toMatchObject({
      status: 404,
      code: 404,
      data: null,
    });
  });
});

describe('server time', () => {
  it("answers the server's clock, not the machine's, to anyone", async () => {
    const first = await request<{ now: string }>('GET', '/api/v1/time');
    expect(first.status).toBe(200);
    expect(Math.abs(Date.parse(first.data.now) - server.services.now().getTime())).toBeLessThan(
      1000,
    );
    server.clock.advance(DAY);
    const moved = await request<{ now: string }>('GET', '/api/v1/time');
    expect(Date.parse(moved.data.now) - Date.now()).toBeGreaterThan(DAY - 1000);
    expect(moved.data.now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
