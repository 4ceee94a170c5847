// Drives the feeds from the clock (issue 5): on every tick the sports feed and the draw feed catch
// up with `now`, then the settlement settles whatever results landed. Ticks never overlap. With
// FEED_TICK_MS > 0 a timer ticks; tests set it to 0, move the clock and call tick() themselves.
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
}

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
    const run = this.#chain.then(() => this.#run());
    this.#chain = run.catch(() => undefined);
    return run;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#chain;
  }

  async #run(): Promise<void> {
    const now = this.#deps.now();
    await this.#deps.sports.tick(now);
    await this.#deps.draws.tick(now);
    await this.#deps.settlement.run(now);
  }

  #schedule(): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.tick()
        .catch((error: unknown) => this.#deps.logger.error('feed tick failed', { error }))
        .finally(() => this.#schedule());
    }, this.#deps.tickMs);
    this.#timer.unref();
  }
}
