// Everything betting needs at run time, built once at start: the feeds and their engine, the
// settlement, the bet intake, and the cached limits, rates and availability.
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { DrawFeed } from '../feeds/draw-feed.ts';
import { FEED_LOCK_KEY, FeedEngine } from '../feeds/feed-engine.ts';
import { randomSource } from '../feeds/random.ts';
import { SportsFeed } from '../feeds/sports-feed.ts';
import { systemAccountId } from '../ledger/ledger.ts';
import type { Logger } from '../log/logger.ts';
import type { SystemAccounts } from '../settlement/book-settlement.ts';
import { Settlement } from '../settlement/settlement.ts';
import { BettingCatalog } from './betting-catalog.ts';
import { BetIntake } from './intake.ts';
import { GameLimits } from './limits.ts';
import type { PlanContext } from './plan-context.ts';

export interface BettingRuntime {
  feeds: FeedEngine;
  intake: BetIntake;
  limits: GameLimits;
  catalog: BettingCatalog;
  accounts: SystemAccounts;
  planContext(): PlanContext;
}

export interface BettingDeps {
  db: Db;
  now(): Date;
  logger: Logger;
  config: Config;
  /** Database.exclusive and the shared clock's sync, for the feeds' tick (FeedEngine). */
  exclusive(key: number, wait: boolean, work: () => Promise<true>): Promise<true | null>;
  syncClock(): Promise<void>;
}

export async function createBettingRuntime(deps: BettingDeps): Promise<BettingRuntime> {
  const { db, now, logger } = deps;
  const accounts = {
    house: await systemAccountId(db, 'house'),
    stakes: await systemAccountId(db, 'bet_stakes'),
  };
  const feedContext = {
    db,
    now,
    random: randomSource(deps.config.feeds.seed),
    config: deps.config.feeds,
    logger: logger.child({ component: 'feeds' }),
  };
  const sports = new SportsFeed(feedContext);
  const draws = new DrawFeed(feedContext);
  const settlement = new Settlement({
    db,
    logger: logger.child({ component: 'settlement' }),
    accounts,
  });
  const feeds = new FeedEngine({
    now,
    logger,
    sports,
    draws,
    settlement,
    tickMs: deps.config.feeds.tickMs,
    exclusive: (wait, work) => deps.exclusive(FEED_LOCK_KEY, wait, work),
    syncClock: deps.syncClock,
  });
  const intake = new BetIntake({ db, now, logger, stakesAccountId: accounts.stakes });
  const limits = new GameLimits(db);
  const catalog = new BettingCatalog(db);
  return {
    feeds,
    intake,
    limits,
    catalog,
    accounts,
    planContext: () => ({ now: now(), sports, draws, limits, catalog }),
  };
}
