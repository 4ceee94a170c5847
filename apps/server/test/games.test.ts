// Third-party and live games over HTTP (issue 5): lobbies with generated pictures and availability,
// launches into the server's demo game, money in and out through the ledger, rounds as mybet lists
// and statistics, and the card (ky) and NG wallets.
import { GAME_IDS, GAME_STATUS } from '@bet/domain/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectBooksBalanced, sumAmounts } from './support/betting.ts';
import { client, newKey, type Request } from './support/http-client.ts';
import { deposit, registerMember, type TestMember } from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let request: Request;
let member: TestMember;

const DEVICE = {
  ip: '0.0.0.0',
  os: 'Linux',
  device: 'desktop',
  browser: 'Chromium',
  fingerprint: 'f1ng3rpr1nt',
  java_enabled: false,
  language: 'pt-BR',
  color_depth: 24,
  screen_height: 1080,
  screen_width: 1920,
  timezone_offset: 180,
};

async function setStatus(gameId: number, status: number): Promise<void> {
  await server.services.db
    .updateTable('game_availability')
    .set({ status })
    .where('game_id', '=', gameId)
    .execute();
}

/** The demo game's own calls, relative to its URL (the session token is in the path). */
function play(url: string) {
  const base = new URL(url).pathname.replace(/\/$/, '');
  const call = async <T>(path: string, body?: unknown, key = newKey()) => {
    const response = await fetch(`${server.url}${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; msg: string; data: T };
  };
  return { base, call };
}

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.url);
  member = await registerMember(request);
  await deposit(request, member, '100', server.url);
});
afterAll(() => server.close());

describe('lobbies', () => {
  it('lists each provider’s games with names and generated pictures', async () => {
    const lists = {
      pg: '/3rd-game/api/v1/pg/game_list',
      tada: '/tadaGame/api/v1/tada/game_list',
      noah: '/pggame/api/v1/pg2/games/list',
      winfinity: '/3rd-game/api/v1/winfinity/games/list',
    };
    for (const [provider, path] of Object.entries(lists)) {
      const games = await request<{ id: string; name: string; pic: string }[]>('GET', path);
      expect([provider, games.data.length > 3]).toEqual([provider, true]);
      const picture = await fetch(
        games.data[0]?.pic.replace(/^https?:\/\/[^/]+/, server.url) ?? '',
      );
      expect(picture.headers.get('content-type')).toMatch(/svg/);
      expect(await picture.text()).toContain(games.data[0]?.name ?? '?');
    }
    const live = await request<{ gameId: string; pic: string }[]>(
      'GET',
      '/api/v1/live_games?lang=en',
    );
    const winfinity = await request<{ id: string }[]>('GET', lists.winfinity);
    expect(live.data.map((card) => card.gameId)).toEqual(winfinity.data.map((game) => game.id));
    expect((await fetch(`${server.url}${live.data[0]?.pic}`)).status).toBe(200);
  });

  it('follows the availability table: hidden lists nothing, disabled cannot launch', async () => {
    await setStatus(GAME_IDS.noah, GAME_STATUS.Hidden);
    expect((await request<unknown[]>('GET', '/pggame/api/v1/pg2/games/list')).data).toEqual([]);
    await setStatus(GAME_IDS.tadaGames, GAME_STATUS.Disable);
    const games = await request<{ id: string }[]>('GET', '/tadaGame/api/v1/tada/game_list');
    expect(games.data.length).toBeGreaterThan(0);
    const launch = await request('GET', `/tadaGame/api/v1/tada/startForUrl/${games.data[0]?.id}`, {
      token: member.token,
    });
    expect(launch).toMatchObject({ code: 1, msg: 'Game is not active' });
    await setStatus(GAME_IDS.noah, GAME_STATUS.Active);
    await setStatus(GAME_IDS.tadaGames, GAME_STATUS.Active);
  });
});

describe('launch and the demo game', () => {
  it('launches with the device fingerprint and the frame size, and refuses unknown games', async () => {
    const url = await request<string>(
      'POST',
      '/3rd-game/api/v1/winfinity/games/login/BR/winfinity-2',
      {
        token: member.token,
        body: { device: DEVICE, width: 800, height: 450 },
      },
    );
    const launched = new URL(url.data);
    expect(launched.pathname).toMatch(/^\/play\/[A-Za-z0-9_-]{43}$/);
    expect(Object.fromEntries(launched.searchParams)).toMatchObject({
      game: 'winfinity-2',
      w: '800',
      h: '450',
    });
    expect(launched.searchParams.get('device')).toMatch(/^[0-9a-f]{16}$/);
    expect(url.data).not.toContain(DEVICE.fingerprint);
    const generic = await request<string>('POST', '/api/v1/games/launch/1003', {
      token: member.token,
      body: { device: DEVICE, width: 390, height: 700 },
    });
    expect(generic.code).toBe(0);
    expect((await request('GET', '/3rd-game/api/v1/pg/9999', { token: member.token })).code).toBe(
      1,
    );
  });

  it('moves money in, plays rounds, moves it out: all through the ledger', async () => {
    const url = await request<string>('GET', '/3rd-game/api/v1/pg/1001', { token: member.token });
    const page = await fetch(url.data.replace(/^https?:\/\/[^/]+/, server.url));
    expect(await page.text()).toContain('Fortune Tiger');
    const { call } = play(url.data);
    const start = await balanceOf(request, member);
    expect((await call('/transfer', { direction: 'in', amount: '20' })).data).toEqual({
      balance: sumAmounts(start, '-20'),
      game_balance: '20',
    });
    const key = newKey();
    const round = await call<{ bet: string; win: string; game_balance: string }>(
      '/spin',
      { bet: '1' },
      key,
    );
    expect(round.data.game_balance).toBe(sumAmounts('20', '-1', round.data.win));
    expect((await call('/spin', { bet: '1' }, key)).data).toEqual(round.data);
    for (let i = 0; i < 5; i++) await call('/spin', { bet: '1' });
    const state = await call<{ game_balance: string }>('/state');
    expect((await call('/transfer', { direction: 'out', amount: '1000' })).msg).toBe(
      'Insufficient game balance',
    );
    await call('/transfer', { direction: 'out', amount: state.data.game_balance });
    expect(await balanceOf(request, member)).toBe(
      sumAmounts(start, '-20', state.data.game_balance),
    );
    const bets = await request<{ list: { bet_amount: string; profit: string }[]; total: number }>(
      'GET',
      '/3rd-game/api/v1/pg/mybet',
      { token: member.token },
    );
    expect(bets.data.total).toBe(6);
    const stats = await request<{ bet_count: number; profit: string }>(
      'GET',
      `/api/v1/member/bet/statistics?game_id=22&start_date=2000-01-01&end_date=2000-01-02`,
      { token: member.token },
    );
    expect(stats.data.bet_count).toBe(0);
    await expectBooksBalanced(request, server);
  });

  it('answers the noah (pg2) and winfinity statistics paths', async () => {
    const url = await request<string>('GET', '/pggame/api/v1/pg2/games/login/noah-dove-wins', {
      token: member.token,
    });
    const { call } = play(url.data);
    await call('/transfer', { direction: 'in', amount: '3' });
    await call('/spin', { bet: '2' });
    const today = server.services.now().toISOString().slice(0, 10);
    const noah = await request<{ bet_count: number; bet_amount: string }>(
      'GET',
      `/pggame/api/v1/pg2/games/statistics?start_date=${today}&end_date=${today}`,
      { token: member.token },
    );
    expect(noah.data).toMatchObject({ bet_count: 1, bet_amount: '2' });
    const winfinity = await request<{ bet_count: number }>(
      'GET',
      `/3rd-game/api/v1/winfinity/games/statistics?start_date=${today}&end_date=${today}`,
      { token: member.token },
    );
    expect(winfinity.data.bet_count).toBe(0);
    expect((await fetch(`${server.url}/play/not-a-session/state`)).status).toBe(401);
  });
});

describe('card (ky) and NG wallets', () => {
  it('moves money in and out of the card wallet', async () => {
    const start = await balanceOf(request, member);
    const into = await request<{ balance: string; game_balance: string }>(
      'GET',
      '/3rd-game/playcard/api/v1/ky/transfer_in?game_id=620&money=10',
      { token: member.token, idempotencyKey: newKey() },
    );
    expect(into.data).toEqual({ balance: sumAmounts(start, '-10'), game_balance: '10' });
    const balance = await request('GET', '/3rd-game/playcard/api/v1/ky/balance', {
      token: member.token,
    });
    expect(balance.data).toEqual({ game_balance: '10', currency: 'USDT' });
    const tooMuch = await request(
      'GET',
      '/3rd-game/playcard/api/v1/ky/transfer_out?game_id=620&money=11',
      {
        token: member.token,
        idempotencyKey: newKey(),
      },
    );
    expect(tooMuch.msg).toBe('Insufficient game balance');
    await request('GET', '/3rd-game/playcard/api/v1/ky/transfer_out?game_id=620&money=10', {
      token: member.token,
      idempotencyKey: newKey(),
    });
    expect(await balanceOf(request, member)).toBe(start);
    const login = await request<string>('GET', '/3rd-game/playcard/api/v1/ky/login?game_id=620', {
      token: member.token,
    });
    expect(login.data).toContain('/play/');
  });

  it('keeps one NG wallet per platform', async () => {
    const body = { plat_type: 'jili', money: '5', currency: 'USDT' };
    const into = await request<{ game_balance: string }>(
      'POST',
      '/3rd-game/nggame/api/v1/ng/transfer_in',
      {
        token: member.token,
        idempotencyKey: newKey(),
        body,
      },
    );
    expect(into.data.game_balance).toBe('5');
    const other = await request('GET', '/3rd-game/nggame/api/v1/ng/balance?plat_type=pp', {
      token: member.token,
    });
    expect(other.data).toMatchObject({ game_balance: '0' });
    const unknown = await request('POST', '/3rd-game/nggame/api/v1/ng/transfer_in', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { ...body, plat_type: 'nope' },
    });
    expect(unknown.code).toBe(1);
    const out = await request<{ game_balance: string }>(
      'POST',
      '/3rd-game/nggame/api/v1/ng/transfer_out',
      {
        token: member.token,
        idempotencyKey: newKey(),
        body,
      },
    );
    expect(out.data.game_balance).toBe('0');
    const login = await request<string>('POST', '/3rd-game/nggame/api/v1/ng/login', {
      token: member.token,
      body: { plat_type: 'jili', currency: 'USDT' },
    });
    expect(login.code).toBe(0);
    await expectBooksBalanced(request, server);
  });
});
