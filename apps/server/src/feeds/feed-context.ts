// What the feeds need: the database, the clock, randomness, their settings and a logger.
import type { FeedConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../log/logger.ts';
import type { RandomSource } from './random.ts';

export interface FeedContext {
  db: Db;
  now(): Date;
  random: RandomSource;
  config: FeedConfig;
  logger: Logger;
}
