// The bench's clients: each places bets in a loop with a fresh Idempotency-Key, and now and then
// sends the same request again (at once, or twice at the same time) to check that a retry is
// answered with the first answer and books nothing. Mark-six bets on the draw that stays open
// longest, and sports singles on soccer matches (refreshing a price when the feed moved it).
import { randomInt, randomUUID } from 'node:crypto';
import type { BenchMember } from './members.ts';

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export interface BetRequest {
  path: string;
  body: unknown;
  key: string;
  token: string;
}

export interface LoadStats {
  latencies: number[];
  /** Order numbers of acknowledged bets (code 0), and their keys. */
  acknowledged: Map<string, string>;
  refusals: Map<string, number>;
  replays: number;
  replayMismatches: number;
  errors: number;
  /** Requests without an answer (the server was killed): retried after the restart. */
  unanswered: BetRequest[];
}

export function emptyStats(): LoadStats {
  return {
    latencies: [],
    acknowledged: new Map(),
    refusals: new Map(),
    replays: 0,
    replayMismatches: 0,
    errors: 0,
    unanswered: [],
  };
}

interface Markets {
  markSix: { game: string; matchId: string; odds: string };
  matches: { id: number; odds: string }[];
}

async function get(url: string): Promise<Envelope> {
  return (await (await fetch(url)).json()) as Envelope;
}

/** The mark-six draw whose deadline is furthest away, and open soccer matches with their wl odds. */
export async function loadMarkets(url: string, seconds: number): Promise<Markets> {
  const games = ['hkmarksix', 'ammarksix', 'newammarksix'];
  const draws = await Promise.all(
    games.map(async (game) => {
      const page = (await get(`${url}/api/v1/${game}?limit=1`)).data as {
        list: { match_id: string; deadline: string; state: string }[];
      };
      const open = page.list[0];
      return { game, matchId: open?.match_id ?? '', deadline: Date.parse(open?.deadline ?? '') };
    }),
  );
  const best = draws.sort((a, b) => b.deadline - a.deadline)[0];
  if (!best || best.deadline < Date.now() + seconds * 1000 + 5000)
    throw new Error('no mark-six draw stays open for the whole run');
  const odds = (await get(`${url}/api/v1/marksix/odds?game=${best.game}`)).data as {
    index: number;
    odds: { odd: string }[];
  }[];
  const specialCode = odds.find((group) => group.index === 0)?.odds[0]?.odd ?? '1';
  const list = (await get(`${url}/sports/api/v1/soccer?limit=100`)).data as {
    list: {
      match_id: number;
      match_start_time: number;
      markets: { kind: string; name: string; odds: string }[];
    }[];
  };
  const matches = list.list
    .filter((match) => match.match_start_time * 1000 > Date.now() + seconds * 1000 + 60_000)
    .map((match) => ({
      id: match.match_id,
      odds: match.markets.find((m) => m.kind === 'wl' && m.name === 'w')?.odds ?? '1',
    }));
  return { markSix: { game: best.game, matchId: best.matchId, odds: specialCode }, matches };
}

export function nextBet(markets: Markets, member: BenchMember): BetRequest {
  const key = `bench-${randomUUID()}`;
  const match = markets.matches[randomInt(0, Math.max(1, markets.matches.length))];
  if (match && randomInt(0, 10) < 3)
    return {
      path: `/sports/api/v1/soccer/bet`,
      key,
      token: member.token,
      body: {
        type: 'single',
        currency: 'USDT',
        bets: [{ match_id: match.id, kind: 'wl', name: 'w', odds: match.odds, amount: '1' }],
      },
    };
  return {
    path: '/api/v1/marksix/bet',
    key,
    token: member.token,
    body: {
      game: markets.markSix.game,
      match_id: markets.markSix.matchId,
      currency: 'USDT',
      bets: [
        { type: 'specialCode', ball: randomInt(1, 50), stake: '1', odds: markets.markSix.odds },
      ],
    },
  };
}

export async function send(
  url: string,
  bet: BetRequest,
): Promise<{ envelope: Envelope; replayed: boolean; text: string }> {
  const response = await fetch(`${url}${bet.path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${bet.token}`,
      'Idempotency-Key': bet.key,
    },
    body: JSON.stringify(bet.body),
  });
  const text = await response.text();
  return {
    envelope: JSON.parse(text) as Envelope,
    replayed: response.headers.get('Idempotent-Replayed') === 'true',
    text,
  };
}

/** The order a code-0 answer acknowledges (sports answers bet ids "<order>-<n>"). */
export function orderOf(data: unknown): string {
  const answer = data as { order_id?: string; bet_ids?: string[] };
  return answer.order_id ?? answer.bet_ids?.[0]?.replace(/-\d+$/, '') ?? '';
}

export function record(stats: LoadStats, bet: BetRequest, envelope: Envelope): void {
  if (envelope.code === 0) stats.acknowledged.set(orderOf(envelope.data), bet.key);
  else stats.refusals.set(envelope.msg, (stats.refusals.get(envelope.msg) ?? 0) + 1);
}

function refreshOdds(markets: Markets, bet: BetRequest, envelope: Envelope): void {
  if (envelope.msg !== 'Odds changed' || !bet.path.startsWith('/sports')) return;
  const change = (envelope.data as { changes: { match_id: number; odds: string }[] }).changes[0];
  const match = markets.matches.find((m) => m.id === change?.match_id);
  if (match && change) match.odds = change.odds;
}

/** JSON with sorted keys: a stored answer comes back from jsonb with its keys reordered. */
function canonical(text: string): string {
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sort)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([key, inner]) => [key, sort(inner)]),
          )
        : value;
  return JSON.stringify(sort(JSON.parse(text)));
}

async function replay(url: string, stats: LoadStats, bet: BetRequest, first: string) {
  const again = await send(url, bet);
  stats.replays++;
  if (canonical(again.text) !== canonical(first) || !again.replayed) stats.replayMismatches++;
}

async function client(
  url: string,
  markets: Markets,
  member: BenchMember,
  until: () => boolean,
  stats: LoadStats,
  duplicateShare: number,
): Promise<void> {
  while (!until()) {
    const bet = nextBet(markets, member);
    const started = performance.now();
    try {
      const concurrentTwin = Math.random() < duplicateShare / 2;
      const [answer, twin] = await Promise.all([
        send(url, bet),
        concurrentTwin ? send(url, bet) : Promise.resolve(null),
      ]);
      stats.latencies.push(performance.now() - started);
      record(stats, bet, answer.envelope);
      refreshOdds(markets, bet, answer.envelope);
      if (twin) {
        stats.replays++;
        // Of two simultaneous requests with one key, exactly one books; both get its answer.
        if (canonical(twin.text) !== canonical(answer.text) || twin.replayed === answer.replayed)
          stats.replayMismatches++;
      } else if (Math.random() < duplicateShare) await replay(url, stats, bet, answer.text);
    } catch {
      stats.errors++;
      stats.unanswered.push(bet);
    }
  }
}

export async function runLoad(options: {
  url: string;
  members: BenchMember[];
  clientsPerMember: number;
  markets: Markets;
  until: () => boolean;
  duplicateShare: number;
  stats: LoadStats;
}): Promise<void> {
  const clients = options.members.flatMap((member) =>
    Array.from({ length: options.clientsPerMember }, () =>
      client(
        options.url,
        options.markets,
        member,
        options.until,
        options.stats,
        options.duplicateShare,
      ),
    ),
  );
  await Promise.all(clients);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
