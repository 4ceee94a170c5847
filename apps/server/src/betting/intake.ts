// The bet intake: every bet call goes through here, and bets arriving together are booked together
// in one transaction (group commit). Per batch: claim the Idempotency-Keys, replay the keys already
// answered, lock the wallets, check that every match or draw is still open, check each balance with
// @bet/domain's betWarnings, then book every bet, stake entry and stored answer in one call of
// book_bets. A bet is acknowledged only after its batch has committed. How much that commit is
// worth is the engine's: on PostgreSQL (DATABASE_URL, the production engine) the server starts only
// with fsync and synchronous commit on (src/db/durability.ts), so the commit is on disk before the
// answer leaves; on embedded PGlite (the default for development, demos and tests) fsync is off and
// its file sync does nothing, so an acknowledged bet survives a killed server process but not a
// power cut. A batch that fails for an unexpected reason is retried job by job, so that one bad job
// cannot sink the others.
import { betWarnings } from '@bet/domain/bet-limits';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { ok } from '../http/envelope.ts';
import { AppError, businessError } from '../http/errors.ts';
import type { IdempotentResult } from '../ledger/idempotency.ts';
import { ENTRY_KIND } from '../ledger/entry-kinds.ts';
import { insufficientBalance } from '../ledger/ledger.ts';
import { formatMinor, usdtIn } from '../ledger/units.ts';
import type { Logger } from '../log/logger.ts';
import { orderNo } from '../wallet/order-no.ts';
import { playRefusals } from '../safety/rules.ts';
import { debitOf, matchesOf, totalOf, type BetOrder } from './bet-order.ts';
import { toJson } from './json.ts';

export interface IntakeJob {
  memberId: bigint;
  key: string;
  fingerprint: string;
  /** The priced order, or the refusal pricing came to (stored as the key's answer). */
  order: BetOrder | AppError;
}

interface Pending {
  job: IntakeJob;
  resolve(result: IdempotentResult): void;
  reject(error: unknown): void;
}

export const BETTING_CLOSED_DRAW = 'Betting closed for this draw';
export const BETTING_CLOSED_MATCH = 'Betting closed for this match';
const MAX_BATCH = 200;

const keyReuse = () =>
  new AppError(422, 422, 'Idempotency-Key was already used for a different request');
const scopeOf = (job: IntakeJob) => `${job.memberId}:${job.key}`;

export interface IntakeDeps {
  db: Db;
  now(): Date;
  logger: Logger;
  stakesAccountId: bigint;
}

export class BetIntake {
  readonly #deps: IntakeDeps;
  #queue: Pending[] = [];
  #running: Promise<void> | null = null;
  /** Batches booked and the jobs in them (bench and logs). */
  readonly stats = { batches: 0, jobs: 0 };

  constructor(deps: IntakeDeps) {
    this.#deps = deps;
  }

  submit(job: IntakeJob): Promise<IdempotentResult> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ job, resolve, reject });
      this.#running ??= this.#drain();
    });
  }

  /** Resolves once every submitted job has been answered (graceful shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        // PGlite runs in this thread and its queries resolve as microtasks: without a turn of the
        // event loop here, no request that arrived meanwhile would be read before this batch.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = this.#queue.splice(0, MAX_BATCH);
        await this.#runWithFallback(batch);
      }
    } finally {
      this.#running = null;
    }
  }

  async #runWithFallback(batch: Pending[]): Promise<void> {
    try {
      const results = await inTransaction(this.#deps.db, (tx) => this.#book(tx, batch));
      this.stats.batches++;
      this.stats.jobs += batch.length;
      for (const pending of batch) {
        const result = results.get(pending) ?? new Error('the bet batch left a request unanswered');
        if (result instanceof Error) pending.reject(result);
        else pending.resolve(result);
      }
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      this.#deps.logger.warn('bet batch failed, retrying its jobs one by one', { error });
      for (const pending of batch) await this.#runWithFallback([pending]);
    }
  }

  async #book(tx: Tx, batch: Pending[]): Promise<Map<Pending, IdempotentResult | AppError>> {
    const now = this.#deps.now();
    const results = new Map<Pending, IdempotentResult | AppError>();
    const groups = groupByScope(batch);
    const primaries = [...groups.values()].map((group) => group[0] as Pending);
    const prepared = await prepare(tx, primaries, this.#deps.stakesAccountId, now);
    for (const pending of primaries) {
      const replay = prepared.replays.get(scopeOf(pending.job));
      if (replay) results.set(pending, replayOf(pending, replay));
    }
    const fresh = primaries.filter((pending) => prepared.claimed.has(scopeOf(pending.job)));
    // Safer play (issue 14): read after prepare_bets locked the wallets, so a time-out or
    // self-exclusion committed before this batch took the locks refuses its bets.
    const blocked = await playRefusals(
      tx,
      [...new Set(fresh.map((pending) => pending.job.memberId))],
      now,
    );
    const booking = this.#evaluate(fresh, prepared, now, blocked);
    for (const [pending, answer] of booking.answers) {
      results.set(pending, { ...answer, replayed: false });
    }
    await sql`select book_bets(${toJson({
      created_at: now,
      bets: booking.bets,
      bet_matches: booking.betMatches,
      entries: booking.entries,
      answers: [...booking.answers].map(([pending, answer]) => ({
        member_id: pending.job.memberId,
        key: pending.job.key,
        ...answer,
      })),
    })}::jsonb)`.execute(tx);
    for (const group of groups.values()) shareWithFollowers(group, results);
    return results;
  }

  #evaluate(
    fresh: Pending[],
    prepared: Prepared,
    now: Date,
    blocked: ReadonlyMap<bigint, AppError>,
  ) {
    const booking = {
      answers: new Map<Pending, { status: number; body: unknown }>(),
      bets: [] as unknown[],
      betMatches: [] as unknown[],
      entries: [] as unknown[],
    };
    for (const pending of fresh) {
      const order = pending.job.order;
      const refusal =
        order instanceof AppError
          ? order
          : (blocked.get(order.memberId) ?? refusalOf(order, prepared));
      if (refusal) {
        booking.answers.set(pending, { status: refusal.status, body: refusal.body() });
        continue;
      }
      if (order instanceof AppError) continue;
      const wallet = prepared.wallets.get(order.memberId) as { id: bigint; balance: bigint };
      const debit = debitOf(order);
      wallet.balance -= debit;
      const number = orderNo('B', now);
      const betNos = order.bets.map((_, i) => `${number}-${i + 1}`);
      const data = order.answer({
        orderNo: number,
        betNos,
        totalDebit: debit,
        total: totalOf(order),
        balanceAfter: wallet.balance,
      });
      booking.answers.set(pending, { status: 200, body: ok(data) });
      order.bets.forEach((bet, i) => {
        booking.bets.push({
          bet_no: betNos[i],
          order_no: number,
          member_id: order.memberId,
          game: order.game,
          game_id: order.gameId,
          category: order.category,
          draw_match_id: order.draw?.matchId ?? null,
          currency: order.currency,
          rate: order.rate,
          stake: bet.stake,
          multiple: bet.multiple,
          tickets: bet.tickets,
          total: bet.total,
          debit: bet.debit,
          detail: bet.detail,
          balance_after: wallet.balance,
        });
        for (const match of bet.matchIds)
          booking.betMatches.push({ bet_no: betNos[i], match_id: match });
      });
      booking.entries.push({
        kind: ENTRY_KIND.betStake,
        member_id: order.memberId,
        reference: number,
        memo: `Bet ${number}: ${formatMinor(totalOf(order))} ${order.currency} on ${order.game}`,
        postings: [
          { account_id: wallet.id, amount: -debit },
          { account_id: this.#deps.stakesAccountId, amount: debit },
        ],
      });
    }
    return booking;
  }
}

interface StoredAnswer {
  request_hash: string;
  status: number;
  body: unknown;
}

interface Prepared {
  claimed: Set<string>;
  replays: Map<string, StoredAnswer>;
  wallets: Map<bigint, { id: bigint; balance: bigint }>;
  openMatches: Set<bigint>;
  openDraws: Set<string>;
}

/** One round trip: claims, stored answers, wallet locks and open targets (prepare_bets). */
async function prepare(
  tx: Tx,
  primaries: Pending[],
  stakesId: bigint,
  now: Date,
): Promise<Prepared> {
  const orders = primaries.flatMap((pending) =>
    pending.job.order instanceof AppError ? [] : [pending.job.order],
  );
  const result = await sql<{
    prepared: {
      claimed: { member_id: string; key: string }[];
      replays: (StoredAnswer & { member_id: string; key: string })[];
      wallets: { id: string; member_id: string | null; balance: string }[];
      open_matches: string[];
      open_draws: string[];
    };
  }>`select prepare_bets(${toJson({
    keys: primaries.map(({ job }) => ({
      member_id: job.memberId,
      key: job.key,
      hash: job.fingerprint,
    })),
    members: [...new Set(orders.map((order) => String(order.memberId)))],
    stakes_id: stakesId,
    matches: [...new Set(orders.flatMap(matchesOf).map(String))],
    draws: orders.flatMap((order) =>
      order.draw ? [{ game: order.draw.game, match_id: order.draw.matchId }] : [],
    ),
    now,
  })}::jsonb) as prepared`.execute(tx);
  const prepared = result.rows[0]?.prepared;
  if (!prepared) throw new Error('prepare_bets answered nothing');
  return {
    claimed: new Set(prepared.claimed.map((row) => `${row.member_id}:${row.key}`)),
    replays: new Map(prepared.replays.map((row) => [`${row.member_id}:${row.key}`, row])),
    wallets: new Map(
      prepared.wallets
        .filter((row) => row.member_id !== null && BigInt(row.id) !== stakesId)
        .map((row) => [
          BigInt(row.member_id as string),
          { id: BigInt(row.id), balance: BigInt(row.balance) },
        ]),
    ),
    openMatches: new Set(prepared.open_matches.map((id) => BigInt(id))),
    openDraws: new Set(prepared.open_draws),
  };
}

function replayOf(pending: Pending, stored: StoredAnswer): IdempotentResult | AppError {
  if (stored.request_hash !== pending.job.fingerprint) return keyReuse();
  return { status: stored.status, body: stored.body, replayed: true };
}

function groupByScope(batch: Pending[]): Map<string, Pending[]> {
  const groups = new Map<string, Pending[]>();
  for (const pending of batch) {
    const group = groups.get(scopeOf(pending.job)) ?? [];
    group.push(pending);
    groups.set(scopeOf(pending.job), group);
  }
  return groups;
}

/** A duplicate in the same batch gets its primary's answer, as a replay. */
function shareWithFollowers(
  group: Pending[],
  results: Map<Pending, IdempotentResult | AppError>,
): void {
  const [primary, ...followers] = group;
  if (!primary) return;
  const first = results.get(primary);
  for (const follower of followers) {
    if (follower.job.fingerprint !== primary.job.fingerprint) results.set(follower, keyReuse());
    else if (first instanceof AppError || first === undefined)
      results.set(follower, first ?? keyReuse());
    else results.set(follower, { ...first, replayed: true });
  }
}

/** Closed targets, then the balance through @bet/domain's betWarnings (spec section 5). */
function refusalOf(order: BetOrder, prepared: Prepared): AppError | null {
  if (order.draw && !prepared.openDraws.has(`${order.draw.game}:${order.draw.matchId}`))
    return businessError(BETTING_CLOSED_DRAW);
  if (matchesOf(order).some((id) => !prepared.openMatches.has(id)))
    return businessError(BETTING_CLOSED_MATCH);
  const wallet = prepared.wallets.get(order.memberId);
  if (!wallet) return insufficientBalance();
  const warnings = betWarnings({
    betAmount: formatMinor(totalOf(order)),
    accountBalance: usdtIn(wallet.balance, order.rate, order.currency),
  });
  // The USDT check too: the currency's amount is truncated, the debit rounded up.
  if (warnings.includes('insufficientAccountBalance') || wallet.balance < debitOf(order))
    return insufficientBalance();
  return null;
}
