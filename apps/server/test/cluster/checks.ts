// The checks of `test:cluster` (cluster.ts): what a member and an operator see must not depend on
// which of the two processes, A or B, a request reaches.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { checkBooks } from '../../bench/books.ts';
import {
  emptyStats,
  loadMarkets,
  nextBet,
  orderOf,
  record,
  runLoad,
  send,
} from '../../bench/load.ts';
import type { ServerProcess } from '../../bench/server-process.ts';
import { ENTRY_KIND } from '../../src/ledger/entry-kinds.ts';
import { client, type Request } from '../support/http-client.ts';
import { deposit, PASSWORD, registerMember, type TestMember } from '../support/members.ts';
import { openSocket } from '../support/socket.ts';

export interface Cluster {
  a: ServerProcess;
  b: ServerProcess;
  adminKey: string;
  env: Record<string, string>;
  /** Every bet order the checks saw acknowledged, by order number: the books check counts them. */
  acknowledged: Map<string, string>;
  /** Starts one more process on the same database. */
  start(): Promise<ServerProcess>;
}

/** Resolves to a line for the log (figures), or to undefined; throws when the check fails. */
type Check = (cluster: Cluster) => Promise<string | undefined>;

function fail(message: string): never {
  throw new Error(message);
}

async function funded(request: Request, url: string, amount = '100'): Promise<TestMember> {
  const member = await registerMember(request);
  await deposit(request, member, amount, url);
  return member;
}

const signIn = (request: Request, account: string, password: string) =>
  request<{ token: string }>('POST', '/api/v1/sign_in/', { body: { account, password } });

const memberInfo = (request: Request, token: string) =>
  request('GET', '/api/v1/member/info', { token });

/** (1) A session opened on A works on B; a logout on A is refused on B before B's cache expires. */
const sessions: Check = async ({ a, b }) => {
  const [onA, onB] = [client(a.url), client(b.url)];
  const member = await registerMember(onA);
  const signedIn = await signIn(onA, member.email, PASSWORD);
  if (signedIn.code !== 0) fail(`sign-in on A: ${signedIn.msg}`);
  const cachedAt = performance.now();
  if ((await memberInfo(onB, signedIn.data.token)).code !== 0) fail('B does not know the session');
  await onA('POST', '/api/v1/sign_out', { token: signedIn.data.token });
  const signedOut = performance.now();
  // B cached the token a moment ago for AUTH_CACHE_MS (1 s): without the sessions channel B would
  // go on accepting it until then. The notification is sent at the logout's commit; allow it
  // 200 ms to arrive.
  while ((await memberInfo(onB, signedIn.data.token)).status !== 401)
    if (performance.now() - signedOut > 200) fail('B still accepts the token A signed out');
  const refusedAfter = Math.round(performance.now() - cachedAt);
  return `B refused the signed-out token ${refusedAfter} ms after caching it${refusedAfter < 1000 ? '' : ' (its cache entry had expired: the logout was slow)'}`;
};

/** (2) A deposit paid on A pushes RECHARGE to the member's wallet socket on B. */
const walletPush: Check = async ({ a, b }) => {
  const onA = client(a.url);
  const member = await registerMember(onA);
  const socket = await openSocket(b.url, member.token);
  try {
    await deposit(onA, member, '100', a.url);
    const pushed = (await socket.next(
      (message) => (message as { notifyType?: string }).notifyType === 'RECHARGE',
    )) as { balance: number | string };
    if (Number(pushed.balance) !== 100) fail(`pushed balance ${pushed.balance}, expected 100`);
  } finally {
    socket.close();
  }
};

/** (3) One Idempotency-Key sent to A and B at once books one bet; both get its answer. */
const idempotency: Check = async ({ a, b, acknowledged }) => {
  const member = await funded(client(b.url), b.url);
  // A mark-six bet: its draw is read from the database by whichever process takes it, where a
  // sports match just published by one process reaches the other's open list on its next tick.
  const bet = nextBet({ ...(await loadMarkets(a.url, 30)), matches: [] }, member);
  const [first, second] = await Promise.all([send(a.url, bet), send(b.url, bet)]);
  if (first.envelope.code !== 0) fail(`the bet was refused: ${first.envelope.msg}`);
  if (first.replayed === second.replayed) fail('both answers booked, or both replayed');
  if (orderOf(first.envelope.data) !== orderOf(second.envelope.data))
    fail('A and B answered with different orders');
  acknowledged.set(orderOf(first.envelope.data), bet.key);
};

/** (4) Five wrong passwords spread over A and B: the sixth try is throttled on either. */
const throttle: Check = async ({ a, b }) => {
  const [onA, onB] = [client(a.url), client(b.url)];
  const member = await registerMember(onA);
  for (const request of [onA, onB, onA, onB, onA]) {
    const wrong = await signIn(request, member.email, 'Wrong1234');
    if (wrong.status === 429) fail('throttled before the sixth try');
  }
  for (const [name, request] of [
    ['A', onA],
    ['B', onB],
  ] as const)
    if ((await signIn(request, member.email, PASSWORD)).status !== 429)
      fail(`the sixth try on ${name} was not throttled`);
};

/** (5) A is killed (SIGKILL) under load: every acknowledged bet exists, the books balance. */
const killUnderLoad: Check = async (cluster) => {
  const { a, b, adminKey, acknowledged } = cluster;
  const onB = client(b.url);
  const members = await Promise.all(Array.from({ length: 4 }, () => funded(onB, b.url, '500')));
  const markets = await loadMarkets(a.url, 30);
  const stats = emptyStats();
  let killed = false;
  const load = runLoad({
    url: a.url,
    members,
    clientsPerMember: 2,
    markets,
    until: () => killed,
    duplicateShare: 0.1,
    stats,
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  killed = true;
  await a.kill();
  await load;
  // The requests the kill left unanswered, retried on B with their keys: each books at most once.
  for (const bet of stats.unanswered) record(stats, bet, (await send(b.url, bet)).envelope);
  cluster.a = await cluster.start();
  for (const [order, key] of stats.acknowledged) acknowledged.set(order, key);
  const verdict = await checkBooks(b.url, adminKey, acknowledged);
  if (!verdict.ok) fail(verdict.failures.join('; '));
  if (stats.replayMismatches > 0) fail(`${stats.replayMismatches} retries got another answer`);
  return `${stats.acknowledged.size} bets acknowledged by A before the kill, ${stats.unanswered.length} retried on B, none lost`;
};

/** Active draw games that draw every 5 and 60 minutes: one of them is open for a while. */
const FAST_DRAWS = ['gallopingmarksix', 'newammarksix'];

/** (6) Both processes move the clock past a draw at once: its bets settle once, paid once. */
const settlementOnce: Check = async ({ a, b, adminKey, env }) => {
  const [onA, onB] = [client(a.url), client(b.url)];
  const admin = { 'X-Admin-Key': adminKey };
  const member = await funded(onB, b.url);
  const serverNow = Date.parse(
    (await onA<{ now: string }>('GET', '/admin/clock', { headers: admin })).data.now,
  );
  const draws = await Promise.all(
    FAST_DRAWS.map(async (game) => {
      const page = await onA<{ list: { match_id: string; deadline: string }[] }>(
        'GET',
        `/api/v1/${game}?limit=1`,
      );
      const open = page.data.list[0];
      return { game, matchId: open?.match_id ?? '', deadline: Date.parse(open?.deadline ?? '') };
    }),
  );
  const draw = draws.sort((x, y) => y.deadline - x.deadline)[0];
  if (!draw || draw.deadline < serverNow + 5000) fail('no fast draw open');
  const odds = await onA<{ index: number; odds: { odd: string }[] }[]>(
    'GET',
    `/api/v1/marksix/odds?game=${draw.game}`,
  );
  const odd = odds.data.find((group) => group.index === 0)?.odds[0]?.odd ?? '1';
  // A special-code bet on each of the 49 balls: exactly one of them wins.
  const placed = await onB('POST', '/api/v1/marksix/bet', {
    token: member.token,
    idempotencyKey: randomUUID(),
    body: {
      game: draw.game,
      match_id: draw.matchId,
      currency: 'USDT',
      bets: Array.from({ length: 49 }, (_, i) => ({
        type: 'specialCode',
        ball: i + 1,
        stake: '1',
        odds: odd,
      })),
    },
  });
  if (placed.code !== 0) fail(`the bets were refused: ${placed.msg}`);
  const advance_ms = draw.deadline - serverNow + 10 * 60_000;
  const moved = await Promise.all(
    [onA, onB].map((request) =>
      request<{ now: string }>('POST', '/admin/clock', { headers: admin, body: { advance_ms } }),
    ),
  );
  if (moved.some((reply) => reply.code !== 0)) fail('a clock move was refused');
  const nows = await Promise.all(
    [onA, onB].map(async (request) =>
      Date.parse(
        (await request<{ now: string }>('GET', '/admin/clock', { headers: admin })).data.now,
      ),
    ),
  );
  if (Math.abs((nows[0] ?? 0) - (nows[1] ?? 0)) > 2000) fail('A and B run on different clocks');
  if ((nows[0] ?? 0) < serverNow + 2 * advance_ms) fail('the two moves did not add up');
  const books = await ledgerOf(env, member.uid);
  if (books.pending !== 0) fail(`${books.pending} bets still pending after both moves answered`);
  if (books.payouts !== 1) fail(`${books.payouts} payouts for the one winning ball`);
  const audit = await onA<{ consistent: boolean }>('GET', '/admin/ledger/audit', {
    headers: admin,
  });
  if (!audit.data.consistent) fail('the ledger audit found mismatches');
  return `draw ${draw.game} ${draw.matchId}: 49 bets settled, one payout`;
};

/** The member's open bets and payout entries, read from the database the processes share. */
async function ledgerOf(
  env: Record<string, string>,
  memberId: number,
): Promise<{ pending: number; payouts: number }> {
  const schema = env['DATABASE_SCHEMA'];
  const db = new pg.Client({
    connectionString: env['DATABASE_URL'],
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await db.connect();
  try {
    const pending = await db.query<{ n: string }>(
      'select count(*) as n from bets where member_id = $1 and settled_at is null',
      [memberId],
    );
    const payouts = await db.query<{ n: string }>(
      'select count(*) as n from journal_entries where member_id = $1 and kind = $2',
      [memberId, ENTRY_KIND.betPayout],
    );
    return { pending: Number(pending.rows[0]?.n), payouts: Number(payouts.rows[0]?.n) };
  } finally {
    await db.end();
  }
}

export const CHECKS: [string, Check][] = [
  ['a session opened on A is known on B, and its logout on A is honoured on B', sessions],
  ['a deposit paid on A pushes to a wallet socket on B', walletPush],
  ['one Idempotency-Key sent to A and B books once', idempotency],
  ['the sixth failed sign-in is throttled across A and B', throttle],
  ['SIGKILL of A under load loses nothing acknowledged', killUnderLoad],
  ['a clock moved on A and B settles a draw exactly once', settlementOnce],
];
