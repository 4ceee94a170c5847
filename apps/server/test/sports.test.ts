// Sports end to end over HTTP (issue 5): matches and markets, singles and parlays, the odds
// re-check, limits, idempotent replays, settlement by driving the clock with the balance and the
// SETTLE push, my bets, results, postponement and cancellation, and cricket.
import { oddsChangedRefusalSchema } from '@bet/api/contract/sports-schemas';
import { scaleByExchangeRate } from '@bet/domain/money';
import { BET_STATUS } from '@bet/domain/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCall,
  balanceOf,
  expectBooksBalanced,
  market,
  openMatches,
  signIn,
  sumAmounts,
  type MatchView,
} from './support/betting.ts';
import { client, newKey, type Request } from './support/http-client.ts';
import { deposit, registerMember, type TestMember } from './support/members.ts';
import { openSocket } from './support/socket.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const HOUR = 3_600_000;
let server: TestServer;
let request: Request;
let member: TestMember;

interface Placed {
  bet_ids: string[];
  tickets: number;
  total_price: string;
  currency: string;
  balance: string;
}

function single(match: MatchView, kind: string, name: string, amount = '10', odds?: string) {
  const m = market(match, kind, name);
  return {
    match_id: match.match_id,
    kind,
    name,
    odds: odds ?? m.odds,
    ...(m.handicap_val === null ? {} : { handicap_val: m.handicap_val }),
    amount,
  };
}

async function bet(body: unknown, key = newKey(), game = 'soccer', who = member) {
  return request<Placed>('POST', `/sports/api/v1/${game}/bet`, {
    token: who.token,
    idempotencyKey: key,
    body,
  });
}

/** A member of its own, so that other tests' bets settling do not move its balance. */
async function freshMember(): Promise<TestMember> {
  const fresh = await registerMember(request);
  await deposit(request, fresh, '100', server.url);
  return fresh;
}

/** Moves the clock an hour at a time until the match's result has landed and been settled. */
async function untilSettled(matchId: number): Promise<void> {
  for (let hours = 0; hours < 60; hours++) {
    const row = await server.services.db
      .selectFrom('sport_matches')
      .select('settled_at')
      .where('id', '=', BigInt(matchId))
      .executeTakeFirstOrThrow();
    if (row.settled_at !== null) return;
    await server.advanceAndTick(HOUR);
  }
  throw new Error(`match ${matchId} never settled`);
}

async function matchRow(matchId: number) {
  return server.services.db
    .selectFrom('sport_matches')
    .selectAll()
    .where('id', '=', BigInt(matchId))
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  server = await startTestServer({}, { frozenAt: new Date('2026-03-01T10:02:00Z') });
  request = client(server.url);
  member = await registerMember(request);
  await deposit(request, member, '1000', server.url);
});
afterAll(() => server.close());

describe('matches', () => {
  it('lists each sport’s upcoming matches with badges and every bet kind', async () => {
    for (const sport of ['soccer', 'basketball', 'bd']) {
      const matches = await openMatches(request, sport);
      expect(matches.length).toBeGreaterThan(5);
      const kinds = new Set(matches[0]?.markets.map((m) => m.kind));
      expect(kinds).toContain('wl');
      expect(kinds).toContain('handicap');
      if (sport !== 'basketball') expect(kinds).toContain('correct_score');
    }
    const [first] = await openMatches(request, 'soccer');
    const badge = await fetch(first?.home_pic.replace(/^https?:\/\/[^/]+/, server.url) ?? '');
    expect(badge.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await badge.text()).toContain('<svg');
    expect((await fetch(`${server.url}/static/badges/nobody.svg`)).status).toBe(404);
  });

  it('answers the sports rules, limits and availability', async () => {
    const config = await request('GET', '/sports/api/v1/game_config?kind=12');
    expect(config.data).toMatchObject({
      game_id: 12,
      payout_scale: '0.65',
      postpone_void_hours: 36,
    });
    expect((await request('GET', '/sports/api/v1/game_config?kind=13')).code).toBe(1);
    const limits = await request<{ game_type: string }[]>('GET', '/api/v1/games/limits?game_id=10');
    expect(limits.data.map((l) => l.game_type)).toContain('parlay');
    const available = await request<{ game_id: number }[]>('GET', '/sports/api/v1/available_games');
    expect(available.data.map((a) => a.game_id)).toEqual([10, 11, 12]);
  });
});

describe('placing bets', () => {
  it('books a single: the stake leaves the wallet with the bet row', async () => {
    const [match] = await openMatches(request, 'soccer');
    if (!match) throw new Error('no match');
    const placed = await bet({
      type: 'single',
      currency: 'USDT',
      bets: [single(match, 'wl', 'w')],
    });
    expect(placed.code).toBe(0);
    expect(placed.data).toMatchObject({ tickets: 1, total_price: '10', balance: '990' });
    expect(await balanceOf(request, member)).toBe('990');
  });

  it('books an "N String 1" parlay with its tickets and cost', async () => {
    const matches = (await openMatches(request, 'basketball')).slice(0, 3);
    const legs = matches.map((m) => {
      const { amount: _amount, ...leg } = single(m, 'wl', 'w');
      return leg;
    });
    // 2 String 1 and 3 String 1 over three matches: C(3,2) + C(3,3) = 4 tickets.
    const placed = await bet(
      { type: 'parlay', currency: 'USDT', legs, strings: [2, 3], amount: '1.5', multiple: 2 },
      newKey(),
      'basketball',
    );
    expect(placed.data).toMatchObject({ tickets: 4, total_price: '12' });
  });

  it('refuses a moved price with the new odds, and takes the new odds', async () => {
    const [match] = await openMatches(request, 'bd');
    if (!match) throw new Error('no match');
    // A move changes the teams' ratings at random; a small one can leave the home-win price the
    // same after rounding (and the bet rightly goes through). Move until that price has moved.
    const price = async () =>
      (await openMatches(request, 'bd')).find((m) => m.match_id === match.match_id);
    let now = match;
    for (
      let attempt = 0;
      attempt < 5 && market(now, 'wl', 'w').odds === market(match, 'wl', 'w').odds;
      attempt++
    ) {
      const moved = await adminCall(
        request,
        server,
        'POST',
        `/admin/matches/${match.match_id}/move-price`,
      );
      expect(moved.code).toBe(0);
      now = (await price()) ?? now;
    }
    expect(market(now, 'wl', 'w').odds).not.toBe(market(match, 'wl', 'w').odds);
    const stale = await bet(
      { type: 'single', currency: 'USDT', bets: [single(match, 'wl', 'w')] },
      newKey(),
      'bd',
    );
    expect(stale).toMatchObject({ status: 200, code: 1, msg: 'Odds changed' });
    // The refusal's data is the contract's oddsChangedRefusalSchema: what moved, old -> new.
    const refusal = oddsChangedRefusalSchema.parse(stale.data);
    const { changes } = refusal;
    expect(refusal.reason).toBe('oddsChanged');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      index: 0,
      match_id: match.match_id,
      kind: 'wl',
      name: 'w',
      old: market(match, 'wl', 'w').odds,
      new: market(now, 'wl', 'w').odds,
      odds: market(now, 'wl', 'w').odds,
    });
    const retry = await bet(
      {
        type: 'single',
        currency: 'USDT',
        bets: [single(match, 'wl', 'w', '10', changes[0]?.new)],
      },
      newKey(),
      'bd',
    );
    expect(retry.code).toBe(0);
  });

  it('refuses limits, unknown markets, started matches and another sport’s match', async () => {
    const [match] = await openMatches(request, 'soccer');
    if (!match) throw new Error('no match');
    const tooMuch = await bet({
      type: 'single',
      currency: 'USDT',
      bets: [single(match, 'wl', 'd', '5000.01')],
    });
    expect(tooMuch).toMatchObject({ code: 1, data: { index: 0, warnings: ['exceedsMaxBet'] } });
    const unknown = await bet({
      type: 'single',
      currency: 'USDT',
      bets: [{ ...single(match, 'wl', 'd'), name: 'x' }],
    });
    expect(unknown.code).toBe(1);
    const elsewhere = await bet(
      { type: 'single', currency: 'USDT', bets: [single(match, 'wl', 'd')] },
      newKey(),
      'basketball',
    );
    expect(elsewhere.msg).toBe('Betting closed for this match');
    const broke = await bet({
      type: 'single',
      currency: 'USDT',
      bets: [single(match, 'wl', 'd', '2000')],
    });
    expect(broke.msg).toBe('Insufficient balance');
  });

  it('refuses a parlay with a stale leg as a whole, naming only the moved leg', async () => {
    const [first, second] = await openMatches(request, 'soccer');
    if (!first || !second) throw new Error('no matches');
    const punter = await freshMember();
    const leg = (match: MatchView, name: string, odds?: string) => {
      const { amount: _amount, ...rest } = single(match, 'wl', name, '1', odds);
      return rest;
    };
    const stale = await bet(
      {
        type: 'parlay',
        currency: 'USDT',
        legs: [leg(first, 'w'), leg(second, 'l', '99')],
        strings: [2],
        amount: '1',
        multiple: 1,
      },
      newKey(),
      'soccer',
      punter,
    );
    const { changes } = oddsChangedRefusalSchema.parse(stale.data);
    expect(changes).toEqual([
      expect.objectContaining({
        index: 1,
        match_id: second.match_id,
        kind: 'wl',
        name: 'l',
        old: '99',
        new: market(second, 'wl', 'l').odds,
      }),
    ]);
    expect(await balanceOf(request, punter)).toBe('100');
  });

  it('replays a key’s first answer and books once, even for simultaneous duplicates', async () => {
    const [match] = await openMatches(request, 'soccer');
    if (!match) throw new Error('no match');
    const body = { type: 'single', currency: 'USDT', bets: [single(match, 'wl', 'l', '1')] };
    const before = await balanceOf(request, member);
    const key = newKey();
    const answers = await Promise.all([bet(body, key), bet(body, key), bet(body, key)]);
    expect(answers[1]?.data).toEqual(answers[0]?.data);
    expect(answers[2]?.data).toEqual(answers[0]?.data);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(2);
    const later = await bet(body, key);
    expect(later.data).toEqual(answers[0]?.data);
    expect(await balanceOf(request, member)).toBe(sumAmounts(before, '-1'));
    const reused = await bet({ ...body, bets: [{ ...body.bets[0], amount: '2' }] }, key);
    expect(reused.status).toBe(422);
  });

  it('refuses a bet on a cancelled match or a match that has started, booking nothing (last: it moves the clock)', async () => {
    const [first, second, third] = await openMatches(request, 'soccer');
    if (!first || !second || !third) throw new Error('no matches');
    const punter = await freshMember();
    const one = (match: MatchView) => ({
      type: 'single',
      currency: 'USDT',
      bets: [single(match, 'wl', 'w', '1')],
    });
    expect(
      (await adminCall(request, server, 'POST', `/admin/matches/${third.match_id}/cancel`)).code,
    ).toBe(0);
    const cancelled = await bet(one(third), newKey(), 'soccer', punter);
    expect(cancelled).toMatchObject({ code: 1, msg: 'Betting closed for this match' });
    // One second past the first match's kick-off; the feeds tick, so later tests see it live.
    const now = server.services.now().getTime();
    await server.advanceAndTick(first.match_start_time * 1000 + 1000 - now);
    await signIn(request, punter);
    const started = await bet(one(first), newKey(), 'soccer', punter);
    expect(started).toMatchObject({ code: 1, msg: 'Betting closed for this match' });
    const parlayWithStarted = await bet(
      {
        type: 'parlay',
        currency: 'USDT',
        legs: [first, second].map((match) => {
          const { amount: _amount, ...rest } = single(match, 'wl', 'w', '1');
          return rest;
        }),
        strings: [2],
        amount: '1',
        multiple: 1,
      },
      newKey(),
      'soccer',
      punter,
    );
    expect(parlayWithStarted).toMatchObject({ code: 1, msg: 'Betting closed for this match' });
    expect(await balanceOf(request, punter)).toBe('100');
  });
});

describe('settlement', () => {
  it('settles every outcome of a match once its result lands, credits and pushes SETTLE', async () => {
    const [match] = await openMatches(request, 'soccer');
    if (!match) throw new Error('no match');
    const punter = await freshMember();
    const picks = ['w', 'd', 'l'].map((name) => single(match, 'wl', name));
    const placed = await bet(
      { type: 'single', currency: 'USDT', bets: picks },
      newKey(),
      'soccer',
      punter,
    );
    expect(placed.data.bet_ids).toHaveLength(3);
    const socket = await openSocket(server.url, punter.token);
    expect(await balanceOf(request, punter)).toBe('70');
    await untilSettled(match.match_id);
    await signIn(request, punter);
    const row = await matchRow(match.match_id);
    // Hand-computed from the result: the winning pick pays 10 x its odds; a void pays the stakes.
    const winner =
      row.state !== 'finished'
        ? null
        : (row.home_score ?? 0) > (row.away_score ?? 0)
          ? 'w'
          : row.home_score === row.away_score
            ? 'd'
            : 'l';
    const payout =
      winner === null
        ? '30'
        : scaleByExchangeRate(picks.find((p) => p.name === winner)?.odds ?? '0', '10');
    expect(await balanceOf(request, punter)).toBe(sumAmounts('70', payout));
    const push = (await socket.next(
      (m) => (m as { notifyType?: string }).notifyType === 'SETTLE',
    )) as {
      balance: string;
    };
    expect(push.balance).toBe(sumAmounts('70', payout));
    socket.close();
    const mine = await request<{ list: { bet_id: string; status: number; bonus: string }[] }>(
      'GET',
      '/sports/api/v1/soccer/mybet?status=16&limit=100',
      { token: punter.token },
    );
    const settled = mine.data.list.filter((b) => placed.data.bet_ids.includes(b.bet_id));
    expect(settled).toHaveLength(row.state === 'cancelled' ? 0 : 3);
    await expectBooksBalanced(request, server);
  });

  it('a second settlement run changes nothing', async () => {
    await signIn(request, member);
    const before = await balanceOf(request, member);
    await server.services.betting.feeds.tick();
    await server.services.db.updateTable('sport_matches').set({ settled_at: null }).execute();
    await server.services.betting.feeds.tick();
    expect(await balanceOf(request, member)).toBe(before);
    await expectBooksBalanced(request, server);
  });

  it('cancels bets on a cancelled match (32, stake back) and voids a long postponement (odds 1)', async () => {
    const [first, second] = await openMatches(request, 'soccer');
    if (!first || !second) throw new Error('no matches');
    const punter = await freshMember();
    const place = (match: MatchView, kind: string, name: string) =>
      bet(
        { type: 'single', currency: 'USDT', bets: [single(match, kind, name, '5')] },
        newKey(),
        'soccer',
        punter,
      );
    const a = await place(first, 'wl', 'w');
    const b = await place(second, 'goals', '2');
    expect(
      (await adminCall(request, server, 'POST', `/admin/matches/${first.match_id}/cancel`)).code,
    ).toBe(0);
    expect(
      (
        await adminCall(
          request,
          server,
          'POST',
          `/admin/matches/${second.match_id}/postpone?hours=48`,
        )
      ).code,
    ).toBe(0);
    await untilSettled(second.match_id);
    await signIn(request, punter);
    expect(await balanceOf(request, punter)).toBe('100');
    const view = async (id: string) =>
      (
        await request<{ status: number; bonus: string }>(
          'GET',
          `/sports/api/v1/soccer/mybet/${id}`,
          {
            token: punter.token,
          },
        )
      ).data;
    expect(await view(a.data.bet_ids[0] ?? '')).toMatchObject({
      status: BET_STATUS.cancelled,
      bonus: '5',
    });
    expect(await view(b.data.bet_ids[0] ?? '')).toMatchObject({
      status: BET_STATUS.settled,
      bonus: '5',
    });
  });

  it('shows finished matches with their half-time scores in the results', async () => {
    const history = await request<{ list: { state: string; half_home_score: number | null }[] }>(
      'GET',
      '/sports/api/v1/soccer/history?limit=5',
    );
    expect(history.data.list.length).toBeGreaterThan(0);
    expect(
      history.data.list.every((m) => m.state === 'finished' && m.half_home_score !== null),
    ).toBe(true);
  });

  it('keeps one member’s bets from another', async () => {
    await signIn(request, member);
    const mine = await request<{ list: { bet_id: string }[] }>(
      'GET',
      '/sports/api/v1/soccer/mybet',
      {
        token: member.token,
      },
    );
    const other = await registerMember(request);
    const theirs = await request(
      'GET',
      `/sports/api/v1/soccer/mybet/${mine.data.list[0]?.bet_id}`,
      {
        token: other.token,
      },
    );
    expect(theirs).toMatchObject({ code: 1, data: null });
  });
});

describe('cricket', () => {
  it('lists matches, shows one, books a bet and settles it', async () => {
    await signIn(request, member);
    const list = await request<
      {
        matchId: string;
        state: string;
        markets: {
          suspended: boolean;
          options: { id: string; slipLabel: string; odd: string }[];
        }[];
      }[]
    >('GET', '/sports/cricketAPI/matchData/matchList');
    const open = list.data.find((m) => m.state === 'upcoming' && !m.markets[0]?.suspended);
    if (!open) throw new Error('no open cricket match');
    const one = await request('GET', `/sports/cricketAPI/matchData/getById/${open.matchId}`);
    expect(one.data).toMatchObject({ matchId: open.matchId });
    expect((await request('GET', '/sports/cricketAPI/matchData/getById/nope')).status).toBe(404);
    const option = open.markets[1]?.options[0];
    if (!option) throw new Error('no option');
    const body = {
      matchId: open.matchId,
      currency: 'USDT',
      bets: [
        {
          id: option.id,
          categoryLabel: 'Toss Winner',
          slipLabel: option.slipLabel,
          odd: option.odd,
          amount: '2',
        },
      ],
    };
    const key = newKey();
    const placed = {
      key,
      body,
      ...(await request<{ betIds: string[]; totalAmount: string }>(
        'POST',
        '/sports/betData/create',
        { token: member.token, idempotencyKey: key, body },
      )),
    };
    expect(placed.data).toMatchObject({ totalAmount: '2' });
    // A retry with the same Idempotency-Key (a timeout) answers the same bet and books once.
    const before = await balanceOf(request, member);
    const retried = await request<{ betIds: string[] }>('POST', '/sports/betData/create', {
      token: member.token,
      idempotencyKey: placed.key,
      body: placed.body,
    });
    expect(retried.data).toEqual(placed.data);
    expect(retried.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await balanceOf(request, member)).toBe(before);
    // A price the member saw that is no longer the price: old -> new, nothing booked.
    const stale = await request('POST', '/sports/betData/create', {
      token: member.token,
      idempotencyKey: newKey(),
      body: { ...placed.body, bets: [{ ...placed.body.bets[0], odd: '99' }] },
    });
    expect(stale).toMatchObject({ code: 1, msg: 'Odds changed' });
    expect(oddsChangedRefusalSchema.parse(stale.data).changes).toEqual([
      expect.objectContaining({
        index: 0,
        match_id: open.matchId,
        kind: 'toss',
        id: option.id,
        old: '99',
        new: option.odd,
      }),
    ]);
    expect(await balanceOf(request, member)).toBe(before);
    await untilSettled(Number(open.matchId));
    const settled = await server.services.db
      .selectFrom('bets')
      .select(['status', 'payout'])
      .where('bet_no', '=', placed.data.betIds[0] ?? '')
      .executeTakeFirstOrThrow();
    expect(settled.status).not.toBe(BET_STATUS.pending);
    await expectBooksBalanced(request, server);
  });
});
