// Drives the feeds from the clock (issue 5): on every tick the sports feed and the draw feed catch
// up with `now`, then the settlement settles whatever results landed. Ticks never overlap. With
// FEED_TICK_MS > 0 a timer ticks; tests set it to 0, move the clock and call tick() themselves.
// Several server processes on one Postgres (issue 17) tick under one advisory lock, so one at a
// time does the work, at the clock offset they all share. A timer tick that finds the lock taken
// skips the work and only refreshes this process's open matches from the database (another
// process published them or moved their prices); an asked-for tick (POST /admin/clock) waits for
// the lock, so the clock's move is drawn and settled before it answers. Every step works from what
// the database says is still to do, so a tick after another process's tick finds nothing twice.
import type { Logger } from '../log/logger.ts';
import type { Settlement } from '../settlement/settlement.ts';
import type { DrawFeed } from './draw-feed.ts';
import type { SportsFeed } from './sports-feed.ts';

export interface FeedEngineDeps {
  now(): Date;
  logger: Logger;
  sports: SportsFeed;
  draws: DrawFeed;
  settlement: Settlement;
  tickMs: number;
  /** Runs `work` as the only ticking process (Database.exclusive); null when `wait` is false and another process is ticking. */
  exclusive(wait: boolean, work: () => Promise<true>): Promise<true | null>;
  /** Brings the clock up to the offset the processes share. */
  syncClock(): Promise<void>;
}

/** The advisory-lock key of the feeds' tick ("bet" + 17). */
export const FEED_LOCK_KEY = 0x626574_17;

export class FeedEngine {
  readonly #deps: FeedEngineDeps;
  #chain: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(deps: FeedEngineDeps) {
    this.#deps = deps;
  }

  get sports(): SportsFeed {
    return this.#deps.sports;
  }

  get draws(): DrawFeed {
    return this.#deps.draws;
  }

  async start(): Promise<void> {
    await this.#deps.sports.load(this.#deps.now());
    await this.#deps.draws.backfill(this.#deps.now());
    await this.tick();
    if (this.#deps.tickMs > 0) this.#schedule();
  }

  /** Catches the feeds up with the clock and settles what landed; queued behind a running tick. */
  tick(): Promise<void> {
    return this.#queue(true);
  }

  #queue(wait: boolean): Promise<void> {
    const run = this.#chain.then(() => this.#run(wait));
    this.#chain = run.catch(() => undefined);
    return run;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#chain;
  }

  async #run(wait: boolean): Promise<void> {
    const ran = await this.#deps.exclusive(wait, async () => {
      await this.#deps.syncClock();
      const now = this.#deps.now();
      await this.#deps.sports.tick(now);
      await this.#deps.draws.tick(now);
      await this.#deps.settlement.run(now);
      return true;
    });
    if (ran === null) await this.#deps.sports.refresh(this.#deps.now());
  }

  #schedule(): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#queue(false)
        .catch((error: unknown) => this.#deps.logger.error('feed tick failed', { error }))
        .finally(() => this.#schedule());
    }, this.#deps.tickMs);
    this.#timer.unref();
  }
}
