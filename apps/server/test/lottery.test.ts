// Mark six and racing end to end over HTTP (issue 5): odds, placement of every bet type with the
// selection rules, the deadline ("Betting closed for this draw"), settlement by driving the clock
// with the balance and the SETTLE push, draw history, cancellation, availability, statistics.
import { settleMarkSixBet, type MarkSixBet } from '@bet/domain/mark-six';
import { PK10_SUM_OPTIONS, settleRacingBet, type RacingBet } from '@bet/domain/racing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCalendarDate } from '@bet/domain/mark-six';
import { adminCall, balanceOf, expectBooksBalanced, sumAmounts } from './support/betting.ts';
import { client, newKey, type Request } from './support/http-client.ts';
import { deposit, registerMember, type TestMember } from './support/members.ts';
import { openSocket } from './support/socket.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let request: Request;
let member: TestMember;

interface OddsGroup {
  index: number;
  name: string;
  odds: { top: string; prop: string; odd: string; min: string; max: string }[];
}
interface Draw {
  match_id: string;
  state: string;
  draw_at: string;
  deadline: string;
  numbers: number[] | null;
  special: number | null;
  next_match_id: string | null;
}

async function oddsOf(game: string): Promise<(index: number, prop: string) => string> {
  const groups = (await request<OddsGroup[]>('GET', `/api/v1/marksix/odds?game=${game}`)).data;
  return (index, prop) => {
    const odd = groups.find((g) => g.index === index)?.odds.find((o) => o.prop === prop)?.odd;
    if (!odd) throw new Error(`no odds for ${index}/${prop}`);
    return odd;
  };
}

async function openDraw(game: string): Promise<Draw> {
  const page = await request<{ list: Draw[] }>('GET', `/api/v1/${game}?limit=1`);
  const draw = page.data.list[0];
  if (!draw || draw.state !== 'pending') throw new Error(`no open ${game} draw`);
  return draw;
}

async function placeMarkSix(who: TestMember, game: string, matchId: string, bets: unknown[]) {
  return request<{ order_id: string; tickets: number; total_stake: string; balance: string }>(
    'POST',
    '/api/v1/marksix/bet',
    { token: who.token, idempotencyKey: newKey(), body: { game, match_id: matchId, bets } },
  );
}

beforeAll(async () => {
  server = await startTestServer({}, { frozenAt: new Date('2026-03-01T10:02:00Z') });
  request = client(server.url);
  member = await registerMember(request);
  await deposit(request, member, '500', server.url);
});
afterAll(() => server.close());

describe('mark six', () => {
  it('publishes odds groups per game, with the limits of each bet type', async () => {
    const groups = (await request<OddsGroup[]>('GET', '/api/v1/marksix/odds?game=hkmarksix')).data;
    expect(groups.find((g) => g.index === 0)?.odds).toHaveLength(49);
    expect(groups.map((g) => g.index)).toEqual(
      expect.arrayContaining([21, 22, 23, 24, 25, 26, 27, 28, 29]),
    );
    expect(groups[0]?.odds[0]).toMatchObject({ min: '1', max: '2000' });
    expect((await request('GET', '/api/v1/marksix/odds?game=soccer')).status).toBe(400);
  });

  let placed: { bets: MarkSixBet[]; matchId: string; punter: TestMember } | null = null;

  it('books every bet type on the open draw with the selection rules', async () => {
    const punter = await registerMember(request);
    await deposit(request, punter, '100', server.url);
    const game = 'gallopingmarksix';
    const draw = await openDraw(game);
    const odds = await oddsOf(game);
    const stake = '2';
    const bets = [
      { type: 'specialCode', ball: 7, odds: odds(0, '7') },
      { type: 'specialCodeSide', side: 'big', odds: odds(1, 'big') },
      { type: 'specialCodeColor', pick: { color: 'red' }, odds: odds(2, 'red') },
      { type: 'specialCodeColor', pick: { color: 'red', side: 'big' }, odds: odds(2, 'red:big') },
      { type: 'specialCodeAnimal', animal: 'horse', odds: odds(21, 'horse') },
      { type: 'specialCodeMergeAnimal', animals: ['rat', 'ox'], odds: odds(22, '2') },
      { type: 'specialCodeTail', tail: 3, odds: odds(23, '3') },
      { type: 'tail', tail: 5, odds: odds(24, '5') },
      {
        type: 'specialCodeCombinationZodiacs',
        animals: ['rat', 'ox', 'tiger'],
        level: 2,
        odds: odds(26, '2'),
      },
      { type: 'numberCode', ball: 9, odds: odds(3, '9') },
      { type: 'numberCodeSide', position: 2, side: 'odd', odds: odds(5, 'odd') },
      { type: 'numberCodeColor', position: 3, pick: { color: 'green' }, odds: odds(12, 'green') },
    ].map((bet) => ({ ...bet, stake }));
    const reply = await placeMarkSix(punter, game, draw.match_id, bets);
    // Eleven single tickets and C(3, 2) = 3 combination groups.
    expect(reply.data).toMatchObject({ tickets: 14, total_stake: '28', balance: '72' });
    placed = { bets: bets as MarkSixBet[], matchId: draw.match_id, punter };

    const wrong = await placeMarkSix(punter, game, draw.match_id, [{ ...bets[0], odds: '50' }]);
    expect(wrong).toMatchObject({
      code: 1,
      msg: 'Odds changed',
      data: { changes: [{ index: 0 }] },
    });
    const tooFew = await placeMarkSix(punter, game, draw.match_id, [
      { type: 'specialCodeMergeAnimal', animals: ['rat'], odds: '4', stake },
    ]);
    expect(tooFew.status).toBe(400);
    expect(tooFew.msg).toContain('atLeastTwo');
    const level = await placeMarkSix(punter, game, draw.match_id, [
      { type: 'specialCodeCombinationZodiacs', animals: ['rat', 'ox'], level: 3, odds: '9', stake },
    ]);
    expect(level.msg).toContain('atLeastCombinationLevel3');
  });

  it('closes betting at the deadline until the next draw', async () => {
    const game = 'gallopingmarksix';
    const draw = await openDraw(game);
    const odds = await oddsOf(game);
    const bet = [{ type: 'specialCode', ball: 1, stake: '1', odds: odds(0, '1') }];
    await server.advanceAndTick(Date.parse(draw.deadline) - server.services.now().getTime());
    expect(await placeMarkSix(member, game, draw.match_id, bet)).toMatchObject({
      code: 1,
      msg: 'Betting closed for this draw',
    });
    expect((await placeMarkSix(member, game, draw.next_match_id ?? '', bet)).msg).toBe(
      'Betting closed for this draw',
    );
  });

  it('settles the draw as @bet/domain says, credits the wallet and pushes SETTLE', async () => {
    if (!placed) throw new Error('nothing placed');
    const socket = await openSocket(server.url, placed.punter.token);
    await server.advanceAndTick(60_000);
    const page = await request<{ list: Draw[] }>(
      'GET',
      `/api/v1/gallopingmarksix?limit=1&match_id=${placed.matchId}`,
    );
    const draw = page.data.list[0];
    expect(draw).toMatchObject({ state: 'settled' });
    if (!draw?.numbers || draw.special === null) throw new Error('not drawn');
    const result = {
      numbers: draw.numbers,
      special: draw.special,
      date: drawCalendarDate(new Date(draw.draw_at)),
    };
    const paid = placed.bets.map((bet) => settleMarkSixBet(bet, result).payout);
    const expected = sumAmounts('72', ...paid);
    expect(await balanceOf(request, placed.punter)).toBe(expected);
    if (expected !== '72') {
      const push = await socket.next((m) => (m as { notifyType?: string }).notifyType === 'SETTLE');
      expect(push).toMatchObject({ balance: expected });
    }
    socket.close();
    await expectBooksBalanced(request, server);
  });

  it('refuses a disabled or hidden game', async () => {
    for (const game of ['twnmarksix', 'sgnmarksix']) {
      const draw = await openDraw(game);
      const reply = await placeMarkSix(member, game, draw.match_id, [
        { type: 'specialCode', ball: 1, stake: '1', odds: (await oddsOf(game))(0, '1') },
      ]);
      expect([game, reply.msg]).toEqual([game, 'Game is not active']);
    }
  });

  it('refunds the bets of a draw the operator cancels', async () => {
    const punter = await registerMember(request);
    await deposit(request, punter, '100', server.url);
    const draw = await openDraw('hkmarksix');
    const odds = await oddsOf('hkmarksix');
    await placeMarkSix(punter, 'hkmarksix', draw.match_id, [
      { type: 'specialCode', ball: 5, stake: '30', odds: odds(0, '5') },
    ]);
    expect(await balanceOf(request, punter)).toBe('70');
    const cancel = await adminCall(
      request,
      server,
      'POST',
      `/admin/draws/hkmarksix/${draw.match_id}/cancel`,
    );
    expect(cancel.code).toBe(0);
    expect(await balanceOf(request, punter)).toBe('100');
    const page = await request<{ list: Draw[] }>(
      'GET',
      `/api/v1/hkmarksix?match_id=${draw.match_id}`,
    );
    expect(page.data.list[0]?.state).toBe('canceled');
  });

  it('reports bet statistics for a game and a date range', async () => {
    if (!placed) throw new Error('nothing placed');
    const stats = await request<{
      bet_count: number;
      bet_amount: string;
      rows: { date: string }[];
    }>(
      'GET',
      '/api/v1/member/bet/statistics?game_id=18&start_date=2026-03-01&end_date=2026-03-01',
      { token: placed.punter.token },
    );
    expect(stats.data).toMatchObject({
      bet_count: 12,
      bet_amount: '28',
      rows: [{ date: '2026-03-01' }],
    });
    const reversed = await request(
      'GET',
      '/api/v1/member/bet/statistics?game_id=18&start_date=2026-03-02&end_date=2026-03-01',
      { token: placed.punter.token },
    );
    expect(reversed.status).toBe(400);
    // REPORT_MAX_DAYS (366) days inclusive is the longest range; one more day is refused.
    const token = placed.punter.token;
    const range = (end: string) =>
      request(
        'GET',
        `/api/v1/member/bet/statistics?game_id=18&start_date=2025-03-01&end_date=${end}`,
        { token },
      );
    expect((await range('2026-03-01')).code).toBe(0);
    expect(await range('2026-03-02')).toMatchObject({ status: 200, code: 1 });
  });
});

describe('racing', () => {
  it('prices, books every group, draws, settles and shows the last draw', async () => {
    const punter = await registerMember(request);
    await deposit(request, punter, '100', server.url);
    const odds = await request<{ odds: { id: string; v: string }[] }>('GET', '/api/v1/pk10/odds');
    const limits = await request<{ game_type: string; bet_min: string; bet_max: string }[]>(
      'GET',
      '/api/v1/games/limits?game_id=pk10',
    );
    expect(limits.data.map((l) => l.game_type).sort()).toEqual(
      ['dragonTiger', 'position', 'sumSide', 'sumValue', 'twoSide'].sort(),
    );
    const price = (id: string) => odds.data.odds.find((line) => line.id === id)?.v ?? '0';
    let draw = (await request<{ list: Draw[] }>('GET', '/api/v1/pk10/list?limit=1')).data.list[0];
    if (draw && Date.parse(draw.deadline) <= server.services.now().getTime()) {
      // Between the deadline and the draw: wait for the next draw to open.
      await server.advanceAndTick(
        Date.parse(draw.draw_at) - server.services.now().getTime() + 1000,
      );
      draw = (await request<{ list: Draw[] }>('GET', '/api/v1/pk10/list?limit=1')).data.list[0];
    }
    if (!draw) throw new Error('no racing draw');
    const bets = [
      { type: 'position', position: 1, car: 4, odds: price('position:1:4') },
      { type: 'twoSide', position: 3, side: 'big', odds: price('twoSide:3:big') },
      { type: 'sumValue', sum: 11, odds: price('sumValue:11') },
      { type: 'sumSide', side: 'odd', odds: price('sumSide:odd') },
      { type: 'dragonTiger', position: 2, pick: 'dragon', odds: price('dragonTiger:2:dragon') },
    ].map((bet) => ({ ...bet, stake: '4' }));
    const reply = await request<{ tickets: number; total_stake: string }>(
      'POST',
      '/api/v1/pk10/bet',
      {
        token: punter.token,
        idempotencyKey: newKey(),
        body: { match_id: draw.match_id, currency: 'USDT', bets },
      },
    );
    expect(reply.data).toMatchObject({ tickets: 5, total_stake: '20' });
    await server.advanceAndTick(Date.parse(draw.draw_at) - server.services.now().getTime());
    const last = await request<{ match_id: string; cars: number[]; sum: number }>(
      'GET',
      '/api/v1/pk10/last',
    );
    expect(last.data.match_id).toBe(draw.match_id);
    expect(last.data.sum).toBe((last.data.cars[0] ?? 0) + (last.data.cars[1] ?? 0));
    const one = await request<{ list: Draw[] }>('GET', `/api/v1/pk10/list?id=${draw.match_id}`);
    expect(one.data.list).toHaveLength(1);
    const paid = bets.map(
      (bet) => settleRacingBet(bet as RacingBet, last.data.cars, PK10_SUM_OPTIONS).payout,
    );
    expect(await balanceOf(request, punter)).toBe(sumAmounts('80', ...paid));
    await expectBooksBalanced(request, server);
  });
});
