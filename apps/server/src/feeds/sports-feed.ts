// The sports feed (issue 5): publishes fixtures ahead, kicks matches off (a few are postponed or
// cancelled), plays them, lands their results, and moves prices now and then. Open matches are kept
// in memory too, so that pricing a bet needs no database read; the database stays the record.
import { isVoidedByPostponement } from '@bet/domain/sports-rules';
import { sql } from 'kysely';
import type { SportKey, SportMatch } from '../db/schema-games.ts';
import type { FeedContext } from './feed-context.ts';
import { fixture, slotSeconds, slotsBetween } from './fixtures.ts';
import type { PricedMatch } from './market.ts';
import { normal, pick } from './random.ts';
import { simulateResult } from './sports-results.ts';
import { MATCH_MINUTES, SPORTS } from './sports-catalog.ts';

const HOUR = 3_600_000;
/** Of every hundred kick-offs: one is cancelled, two are postponed (by 12 or 48 hours). */
const CANCEL_SHARE = 0.01;
const POSTPONE_SHARE = 0.03;
const POSTPONE_HOURS = [12, 48] as const;
/** A price moves about every 5 s of clock time, across the matches of the next 24 hours. */
const DRIFT_EVERY_MS = 5000;
const MAX_DRIFTS_PER_TICK = 5;

export interface OpenMatch extends PricedMatch {
  league: string;
  home: string;
  away: string;
  start_at: Date;
  kickoff_at: Date;
}

type Row = Pick<
  SportMatch,
  | 'id'
  | 'sport'
  | 'league'
  | 'home'
  | 'away'
  | 'start_at'
  | 'kickoff_at'
  | 'home_rate'
  | 'away_rate'
  | 'odds_version'
>;

export class SportsFeed {
  readonly #ctx: FeedContext;
  readonly #open = new Map<bigint, OpenMatch>();
  readonly #publishedUntil = new Map<SportKey, Date>();
  #lastDrift = 0;

  constructor(ctx: FeedContext) {
    this.#ctx = ctx;
  }

  /** Reads what earlier runs published; call once before the first tick. */
  async load(now: Date): Promise<void> {
    await this.refresh(now);
    this.#lastDrift = now.getTime();
  }

  /**
   * Reads the open matches and how far each sport is published again: what another server process
   * published or re-priced since (issue 17).
   */
  async refresh(now: Date): Promise<void> {
    const latest = await this.#ctx.db
      .selectFrom('sport_matches')
      .select(['sport', (eb) => eb.fn.max('start_at').as('until')])
      .groupBy('sport')
      .execute();
    for (const row of latest) this.#publishedUntil.set(row.sport, new Date(row.until));
    const open = await this.#ctx.db
      .selectFrom('sport_matches')
      .selectAll()
      .where('state', '=', 'upcoming')
      .where('kickoff_at', '>', now)
      .execute();
    this.#open.clear();
    for (const row of open) this.#remember(row);
  }

  /** An open match (upcoming, before kick-off), or undefined. */
  openMatch(id: bigint, now: Date): OpenMatch | undefined {
    const match = this.#open.get(id);
    return match && match.kickoff_at > now ? match : undefined;
  }

  async tick(now: Date): Promise<void> {
    await this.#publish(now);
    await this.#kickOff(now);
    await this.#voidPostponed(now);
    await this.#finish(now);
    await this.#drift(now);
  }

  /** Moves one match's price (the feed does it on its own; tests and operators ask for it). */
  async movePrice(id: bigint, rng = this.#ctx.random.stream(`move:${id}:${Date.now()}`)) {
    const match = this.#open.get(id);
    if (!match) return false;
    const factor = (value: number) =>
      Math.round(value * Math.exp(0.08 * normal(rng)) * 100) / 100 || value;
    let home = factor(match.home_rate);
    const away = factor(match.away_rate);
    if (home === match.home_rate && away === match.away_rate) home += 0.05;
    const updated = await this.#ctx.db
      .updateTable('sport_matches')
      .set({ home_rate: home, away_rate: away, odds_version: sql<number>`odds_version + 1` })
      .where('id', '=', id)
      .where('state', '=', 'upcoming')
      .returning('odds_version')
      .executeTakeFirst();
    if (!updated) return false;
    this.#open.set(id, {
      ...match,
      home_rate: home,
      away_rate: away,
      odds_version: updated.odds_version,
    });
    return true;
  }

  /** Postpones an upcoming match (operator): over 36 hours, its bets settle void at odds 1. */
  async postpone(id: bigint, hours: number): Promise<boolean> {
    const updated = await this.#ctx.db
      .updateTable('sport_matches')
      .set((eb) => ({
        state: 'postponed',
        kickoff_at: sql<Date>`${eb.ref('start_at')} + make_interval(hours => ${hours})`,
      }))
      .where('id', '=', id)
      .where('state', '=', 'upcoming')
      .returning('id')
      .executeTakeFirst();
    this.#open.delete(id);
    return updated !== undefined;
  }

  /** Cancels a match (operator): its bets are cancelled or voided by the settlement. */
  async cancel(id: bigint, now: Date): Promise<boolean> {
    const updated = await this.#ctx.db
      .updateTable('sport_matches')
      .set({ state: 'cancelled', result_at: now })
      .where('id', '=', id)
      .where('result_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    this.#open.delete(id);
    return updated !== undefined;
  }

  #remember(row: Row): void {
    this.#open.set(row.id, {
      id: row.id,
      sport: row.sport,
      league: row.league,
      home: row.home,
      away: row.away,
      start_at: row.start_at,
      kickoff_at: row.kickoff_at,
      home_rate: row.home_rate,
      away_rate: row.away_rate,
      odds_version: row.odds_version,
    });
  }

  async #publish(now: Date): Promise<void> {
    const until = new Date(now.getTime() + this.#ctx.config.horizonHours * HOUR);
    for (const sport of SPORTS) {
      const from = this.#publishedUntil.get(sport) ?? now;
      if (from >= until) continue;
      const seconds = slotSeconds(sport, this.#ctx.config);
      const fixtures = slotsBetween(from > now ? from : now, until, seconds).map((slot) =>
        fixture(sport, slot, this.#ctx.random, seconds),
      );
      for (let i = 0; i < fixtures.length; i += 500) {
        const chunk = fixtures.slice(i, i + 500);
        const inserted = await this.#ctx.db
          .insertInto('sport_matches')
          .values(chunk)
          .onConflict((conflict) => conflict.doNothing())
          .returningAll()
          .execute();
        for (const row of inserted) this.#remember(row);
      }
      this.#publishedUntil.set(sport, until);
    }
  }

  async #kickOff(now: Date): Promise<void> {
    const due = await this.#ctx.db
      .selectFrom('sport_matches')
      .selectAll()
      .where('state', 'in', ['upcoming', 'postponed'])
      .where('result_at', 'is', null)
      .where('kickoff_at', '<=', now)
      .execute();
    for (const match of due) {
      this.#open.delete(match.id);
      if (match.state === 'upcoming') {
        const roll = this.#ctx.random.stream(`kickoff:${match.id}`).float();
        if (roll < CANCEL_SHARE) {
          await this.cancel(match.id, now);
          continue;
        }
        if (roll < CANCEL_SHARE + POSTPONE_SHARE) {
          await this.#postpone(match, now);
          continue;
        }
      }
      await this.#play(match);
    }
  }

  async #postpone(match: SportMatch, now: Date): Promise<void> {
    const hours = pick(this.#ctx.random.stream(`postpone:${match.id}`), POSTPONE_HOURS);
    await this.#ctx.db
      .updateTable('sport_matches')
      .set({ state: 'postponed', kickoff_at: new Date(match.start_at.getTime() + hours * HOUR) })
      .where('id', '=', match.id)
      .execute();
    this.#ctx.logger.info('match postponed', { match: match.id.toString(), hours, at: now });
  }

  /** Draws the final result now; it is revealed as the match is played. */
  async #play(match: SportMatch): Promise<void> {
    const rng = this.#ctx.random.stream(`result:${match.id}`);
    const result = simulateResult(match.sport, rng, match.home_rate, match.away_rate);
    await this.#ctx.db
      .updateTable('sport_matches')
      .set({
        state: 'live',
        home_score: result.home,
        away_score: result.away,
        half_home: result.halfHome,
        half_away: result.halfAway,
        detail: result.toss === undefined ? null : JSON.stringify({ toss: result.toss }),
      })
      .where('id', '=', match.id)
      .execute();
  }

  /** Spec section 9: a match postponed over 36 hours counts as void (odds 1). */
  async #voidPostponed(now: Date): Promise<void> {
    const waiting = await this.#ctx.db
      .selectFrom('sport_matches')
      .select(['id', 'start_at'])
      .where('state', '=', 'postponed')
      .where('result_at', 'is', null)
      .execute();
    const voided = waiting.filter((match) => isVoidedByPostponement(match.start_at, now));
    if (voided.length === 0) return;
    await this.#ctx.db
      .updateTable('sport_matches')
      .set({ result_at: now })
      .where(
        'id',
        'in',
        voided.map((match) => match.id),
      )
      .execute();
  }

  async #finish(now: Date): Promise<void> {
    const live = await this.#ctx.db
      .selectFrom('sport_matches')
      .select(['id', 'sport', 'kickoff_at'])
      .where('state', '=', 'live')
      .execute();
    const ended = live.filter(
      (match) => match.kickoff_at.getTime() + MATCH_MINUTES[match.sport] * 60_000 <= now.getTime(),
    );
    if (ended.length === 0) return;
    await this.#ctx.db
      .updateTable('sport_matches')
      .set({ state: 'finished', result_at: now })
      .where(
        'id',
        'in',
        ended.map((match) => match.id),
      )
      .execute();
  }

  async #drift(now: Date): Promise<void> {
    const moves = Math.min(
      MAX_DRIFTS_PER_TICK,
      Math.floor((now.getTime() - this.#lastDrift) / DRIFT_EVERY_MS),
    );
    if (moves <= 0) return;
    this.#lastDrift = now.getTime();
    const soon = [...this.#open.values()].filter(
      (match) => match.kickoff_at > now && match.kickoff_at.getTime() - now.getTime() < 24 * HOUR,
    );
    if (soon.length === 0) return;
    const rng = this.#ctx.random.stream(`drift:${now.getTime()}`);
    for (let i = 0; i < moves; i++) await this.movePrice(pick(rng, soon).id, rng);
  }
}
