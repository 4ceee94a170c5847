// A member's mark-six and racing bets (issue 16): lottery.mybets and racing.mybets list the
// member's own bets, newest first, paged and by status; after POST /admin/clock moves the server
// clock past the draws (what the Playwright journeys do), the draws are drawn and the bets settled
// in that same call, with @bet/domain's payout, the balance credited once and the SETTLE push.
import { drawCalendarDate, settleMarkSixBet, type MarkSixBet } from '@bet/domain/mark-six';
import { settleRacingBet, type RacingBet } from '@bet/domain/racing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, balanceOf, expectBooksBalanced, sumAmounts } from './support/betting.ts';
import { client, newKey, type Request } from './support/http-client.ts';
import { deposit, registerMember, type TestMember } from './support/members.ts';
import { openSocket } from './support/socket.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

interface Draw {
  match_id: string;
  state: string;
  draw_at: string;
  deadline: string;
  numbers?: number[] | null;
  special?: number | null;
  cars?: number[] | null;
}

interface BetView {
  bet_id: string;
  order_id: string;
  game: string;
  match_id: string;
  selection: Record<string, unknown>;
  stake: string;
  odds: string;
  tickets: number;
  total_stake: string;
  currency: string;
  status: number;
  outcome: string | null;
  payout: string | null;
  created_at: string;
  settled_at: string | null;
  draw: { numbers?: number[]; special?: number; cars?: number[]; draw_at: string } | null;
}

interface Page {
  list: BetView[];
  total: number;
}

const GAME = 'gallopingmarksix';

let server: TestServer;
let request: Request;
let punter: TestMember;
let other: TestMember;

async function firstDraw(path: string): Promise<Draw> {
  const draw = (await request<{ list: Draw[] }>('GET', `${path}?limit=1`)).data.list[0];
  if (!draw || draw.state !== 'pending') throw new Error(`no open draw at ${path}`);
  return draw;
}

async function markSixOdds(game: string, index: number, prop: string): Promise<string> {
  const groups = await request<{ index: number; odds: { prop: string; odd: string }[] }[]>(
    'GET',
    `/api/v1/marksix/odds?game=${game}`,
  );
  const odd = groups.data.find((g) => g.index === index)?.odds.find((o) => o.prop === prop)?.odd;
  if (!odd) throw new Error(`no odds for ${index}/${prop}`);
  return odd;
}

async function placeMarkSix(game: string, matchId: string, bets: MarkSixBet[]) {
  const reply = await request<{ order_id: string }>('POST', '/api/v1/marksix/bet', {
    token: punter.token,
    idempotencyKey: newKey(),
    body: { game, match_id: matchId, currency: 'USDT', bets },
  });
  if (reply.code !== 0) throw new Error(`mark-six bet refused: ${reply.msg}`);
  return reply.data.order_id;
}

function myLotteryBets(who: TestMember, query: string) {
  return request<Page>('GET', `/api/v1/marksix/mybet?${query}`, { token: who.token });
}

function myRacingBets(who: TestMember, query = '') {
  return request<Page>('GET', `/api/v1/pk10/mybet?${query}`, { token: who.token });
}

function moveClock(advanceMs: number) {
  return request<{ now: string }>('POST', '/admin/clock', {
    headers: adminHeaders(server),
    body: { advance_ms: Math.max(0, Math.ceil(advanceMs)) },
  });
}

const placed = {
  markSix: [] as { bet: MarkSixBet; orderId: string }[],
  markSixDraw: '',
  racing: [] as RacingBet[],
  racingDraw: '',
};

beforeAll(async () => {
  server = await startTestServer({}, { frozenAt: new Date('2026-03-01T10:02:00Z') });
  request = client(server.url);
  punter = await registerMember(request);
  other = await registerMember(request);
  await deposit(request, punter, '500', server.url);
  await deposit(request, other, '100', server.url);
});
afterAll(() => server.close());

describe('draw history (the trends read 50 draws)', () => {
  it('has the last 50 draws of each game from the start, and pages up to 100 at a time', async () => {
    const sixes = await request<{ list: Draw[]; total: number }>('GET', `/api/v1/${GAME}?limit=50`);
    expect(sixes.status).toBe(200);
    expect(sixes.data.list).toHaveLength(50);
    // The open draw first, then 49 drawn ones, newest first.
    expect(sixes.data.list[0]?.state).toBe('pending');
    const drawn = sixes.data.list.slice(1);
    expect(drawn.every((d) => d.state === 'settled' && d.numbers?.length === 6)).toBe(true);
    expect(drawn.every((d) => typeof d.special === 'number')).toBe(true);
    const times = sixes.data.list.map((d) => Date.parse(d.draw_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(sixes.data.total).toBeGreaterThanOrEqual(51);

    const races = await request<{ list: Draw[] }>('GET', '/api/v1/pk10/list?limit=50&start=1');
    expect(races.data.list).toHaveLength(50);
    expect(races.data.list.every((d) => d.cars?.length === 10)).toBe(true);
    const hk = await request<{ list: Draw[] }>('GET', '/api/v1/hkmarksix?limit=100');
    expect(hk.data.list.length).toBeGreaterThanOrEqual(51);

    expect((await request('GET', `/api/v1/${GAME}?limit=101`)).status).toBe(400);
    expect((await request('GET', '/api/v1/pk10/list?limit=101')).status).toBe(400);
  });
});

describe('my mark-six bets', () => {
  it('lists only the member’s own bets of the game, newest first, with the bet as placed', async () => {
    const draw = await firstDraw(`/api/v1/${GAME}`);
    placed.markSixDraw = draw.match_id;
    const special = {
      type: 'specialCode',
      ball: 7,
      stake: '2',
      odds: await markSixOdds(GAME, 0, '7'),
    };
    const side = {
      type: 'specialCodeSide',
      side: 'big',
      stake: '3',
      odds: await markSixOdds(GAME, 1, 'big'),
    };
    const zodiacs = {
      type: 'specialCodeCombinationZodiacs',
      animals: ['rat', 'ox', 'tiger'],
      level: 2,
      stake: '1',
      odds: await markSixOdds(GAME, 26, '2'),
    };
    const first = await placeMarkSix(GAME, draw.match_id, [special as MarkSixBet]);
    const second = await placeMarkSix(GAME, draw.match_id, [
      side as MarkSixBet,
      zodiacs as MarkSixBet,
    ]);
    placed.markSix = [
      { bet: special as MarkSixBet, orderId: first },
      { bet: side as MarkSixBet, orderId: second },
      { bet: zodiacs as MarkSixBet, orderId: second },
    ];
    const hk = await firstDraw('/api/v1/hkmarksix');
    await placeMarkSix('hkmarksix', hk.match_id, [
      { type: 'tail', tail: 4, stake: '1', odds: await markSixOdds('hkmarksix', 24, '4') },
    ]);

    const page = await myLotteryBets(punter, `game=${GAME}`);
    expect(page.status).toBe(200);
    expect(page.data.total).toBe(3);
    // Newest first: the combination bet, the side bet, then the special code.
    expect(page.data.list.map((bet) => bet.selection['type'])).toEqual([
      'specialCodeCombinationZodiacs',
      'specialCodeSide',
      'specialCode',
    ]);
    expect(page.data.list[0]).toMatchObject({
      order_id: second,
      game: GAME,
      match_id: draw.match_id,
      selection: {
        type: 'specialCodeCombinationZodiacs',
        animals: ['rat', 'ox', 'tiger'],
        level: 2,
      },
      stake: '1',
      odds: zodiacs.odds,
      tickets: 3,
      total_stake: '3',
      currency: 'USDT',
      status: 1,
      outcome: null,
      payout: null,
      settled_at: null,
      draw: null,
    });
    expect(page.data.list[2]?.selection).toEqual({ type: 'specialCode', ball: 7 });
    expect(page.data.list[2]?.order_id).toBe(first);
    expect((await myLotteryBets(punter, 'game=hkmarksix')).data.total).toBe(1);
  });

  it('pages with start and limit', async () => {
    const all = (await myLotteryBets(punter, `game=${GAME}`)).data.list.map((b) => b.bet_id);
    const one = await myLotteryBets(punter, `game=${GAME}&limit=2`);
    const two = await myLotteryBets(punter, `game=${GAME}&start=2&limit=2`);
    expect(one.data.total).toBe(3);
    expect([...one.data.list, ...two.data.list].map((b) => b.bet_id)).toEqual(all);
    expect(two.data.list).toHaveLength(1);
    expect((await myLotteryBets(punter, `game=${GAME}&limit=101`)).status).toBe(400);
  });

  it('filters by status (-1 is every bet)', async () => {
    expect((await myLotteryBets(punter, `game=${GAME}&status=1`)).data.total).toBe(3);
    expect((await myLotteryBets(punter, `game=${GAME}&status=-1`)).data.total).toBe(3);
    expect((await myLotteryBets(punter, `game=${GAME}&status=16`)).data).toEqual({
      list: [],
      total: 0,
    });
    expect((await myLotteryBets(punter, `game=${GAME}&status=2`)).status).toBe(400);
  });

  it('shows another member none of them, and nobody without a session', async () => {
    expect((await myLotteryBets(other, `game=${GAME}`)).data).toEqual({ list: [], total: 0 });
    expect((await myRacingBets(other)).data).toEqual({ list: [], total: 0 });
    const anonymous = await request('GET', `/api/v1/marksix/mybet?game=${GAME}`);
    expect(anonymous.status).toBe(401);
    expect((await myLotteryBets(punter, 'game=soccer')).status).toBe(400);
    expect((await myLotteryBets(punter, '')).status).toBe(400);
  });
});

describe('my racing bets', () => {
  it('lists the member’s pk10 bets with their selection', async () => {
    let draw = await firstDraw('/api/v1/pk10/list');
    if (Date.parse(draw.deadline) <= server.services.now().getTime()) {
      await server.advanceAndTick(Date.parse(draw.draw_at) - server.services.now().getTime() + 1);
      draw = await firstDraw('/api/v1/pk10/list');
    }
    placed.racingDraw = draw.match_id;
    const odds = await request<{ odds: { id: string; v: string }[] }>('GET', '/api/v1/pk10/odds');
    const price = (id: string) => odds.data.odds.find((line) => line.id === id)?.v ?? '0';
    placed.racing = [
      { type: 'twoSide', position: 1, side: 'big', stake: '5', odds: price('twoSide:1:big') },
      {
        type: 'dragonTiger',
        position: 2,
        pick: 'dragon',
        stake: '4',
        odds: price('dragonTiger:2:dragon'),
      },
    ];
    const reply = await request('POST', '/api/v1/pk10/bet', {
      token: punter.token,
      idempotencyKey: newKey(),
      body: { match_id: draw.match_id, currency: 'USDT', bets: placed.racing },
    });
    expect(reply.code).toBe(0);
    const page = await myRacingBets(punter);
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((bet) => bet.selection)).toEqual([
      { type: 'dragonTiger', position: 2, pick: 'dragon' },
      { type: 'twoSide', position: 1, side: 'big' },
    ]);
    expect(page.data.list[0]).toMatchObject({
      game: 'pk10',
      match_id: draw.match_id,
      stake: '4',
      tickets: 1,
      total_stake: '4',
      status: 1,
      draw: null,
    });
    expect((await myRacingBets(punter, 'status=32')).data.total).toBe(0);
    expect((await request('GET', '/api/v1/pk10/mybet')).status).toBe(401);
  });
});

describe('POST /admin/clock', () => {
  it('draws the due draws and settles their bets before it answers, crediting once', async () => {
    const before = await balanceOf(request, punter);
    const socket = await openSocket(server.url, punter.token);
    const markSixDraw = await request<{ list: Draw[] }>(
      'GET',
      `/api/v1/${GAME}?match_id=${placed.markSixDraw}`,
    );
    const racingDraw = await request<{ list: Draw[] }>(
      'GET',
      `/api/v1/pk10/list?id=${placed.racingDraw}`,
    );
    const last = Math.max(
      Date.parse(markSixDraw.data.list[0]?.draw_at ?? ''),
      Date.parse(racingDraw.data.list[0]?.draw_at ?? ''),
    );
    expect(Number.isNaN(last)).toBe(false);
    const moved = await moveClock(last - server.services.now().getTime());
    expect(moved.code).toBe(0);

    // No tick of our own: the clock call itself drew and settled.
    const sixes = await request<{ list: Draw[] }>(
      'GET',
      `/api/v1/${GAME}?match_id=${placed.markSixDraw}`,
    );
    const drawn = sixes.data.list[0];
    expect(drawn?.state).toBe('settled');
    if (!drawn?.numbers || drawn.special === null || drawn.special === undefined)
      throw new Error('mark-six draw not drawn');
    const result = {
      numbers: drawn.numbers,
      special: drawn.special,
      date: drawCalendarDate(new Date(drawn.draw_at)),
    };
    const cars = (
      await request<{ list: Draw[] }>('GET', `/api/v1/pk10/list?id=${placed.racingDraw}`)
    ).data.list[0]?.cars;
    if (!cars) throw new Error('pk10 draw not drawn');

    const settled = await myLotteryBets(punter, `game=${GAME}&status=16`);
    expect(settled.data.total).toBe(3);
    const expectedSix = [...placed.markSix]
      .reverse()
      .map(({ bet }) => settleMarkSixBet(bet, result));
    settled.data.list.forEach((view, i) => {
      const expected = expectedSix[i];
      expect(view.outcome).toBe(expected?.outcome);
      expect(sumAmounts(view.payout ?? '-1')).toBe(sumAmounts(expected?.payout ?? '0'));
      expect(view.draw).toEqual({
        numbers: drawn.numbers,
        special: drawn.special,
        draw_at: drawn.draw_at,
      });
      expect(view.settled_at).not.toBeNull();
    });
    // The hkmarksix draw is a day away: its bet still waits.
    expect((await myLotteryBets(punter, 'game=hkmarksix&status=1')).data.total).toBe(1);

    const racing = await myRacingBets(punter, 'status=16');
    const expectedRacing = [...placed.racing].reverse().map((bet) => settleRacingBet(bet, cars));
    expect(racing.data.list.map((view) => view.outcome)).toEqual(
      expectedRacing.map((r) => r.outcome),
    );
    expect(racing.data.list.map((view) => sumAmounts(view.payout ?? '-1'))).toEqual(
      expectedRacing.map((r) => sumAmounts(r.payout)),
    );
    expect(racing.data.list[0]?.draw?.cars).toEqual(cars);

    const paid = [...expectedSix, ...expectedRacing].map((r) => r.payout);
    const expected = sumAmounts(before, ...paid);
    expect(await balanceOf(request, punter)).toBe(expected);
    // One push per settled draw; the last carries the balance after both.
    if (expected !== before)
      await socket.next(
        (m) =>
          (m as { notifyType?: string; balance?: string }).notifyType === 'SETTLE' &&
          (m as { balance?: string }).balance === expected,
      );
    socket.close();

    // Moving on settles nothing twice.
    await moveClock(60_000);
    expect(await balanceOf(request, punter)).toBe(expected);
    expect((await myLotteryBets(punter, `game=${GAME}&status=16`)).data.total).toBe(3);
    await expectBooksBalanced(request, server);
  });
});
