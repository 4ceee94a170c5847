// What a request handler may use: configuration, database, logger and the shared in-process state.
import type { BettingRuntime } from '../betting/betting-runtime.ts';
import type { Config } from '../config/config.ts';
import type { ScryptCost } from '../auth/password.ts';
import type { LoginLimiter } from '../auth/login-limiter.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../log/logger.ts';
import type { WalletHub } from '../ws/wallet-hub.ts';
import type { MovableClock } from '../clock/clock.ts';

export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  limiter: LoginLimiter;
  hub: WalletHub;
  scryptCost: ScryptCost;
  /** The clock; tests move it (daily check-in, token expiry, payment-password lock). */
  now(): Date;
  /** The clock behind now() when it may be moved (POST /admin/clock); absent when fixed. */
  clock?: MovableClock;
  /** Origin that links the server hands out (payment pages) start with. */
  publicUrl(): string;
  /** Feeds, bet intake and settlement (part 2). */
  betting: BettingRuntime;
}
