// One real server per test file: HTTP on 127.0.0.1 with an ephemeral port, an in-memory PGlite
// (or a throwaway Postgres schema when DATABASE_URL is set), cheap scrypt and a movable clock.
// The feeds do not tick on their own (FEED_TICK_MS=0): a test moves the clock and calls tick().
import { ManualClock } from '../../src/clock/clock.ts';
import { loadConfig } from '../../src/config/config.ts';
import { createLogger } from '../../src/log/logger.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { dropSchema, testDatabaseConfig } from './test-database.ts';

export interface TestServer extends RunningServer {
  clock: { offsetMs: number; advance(ms: number): void };
  /** Moves the clock and lets the feeds catch up (kick-offs, draws, results, settlement). */
  advanceAndTick(ms: number): Promise<void>;
}

export interface TestServerOptions {
  /** A clock that stands still unless moved (feed tests); default: real time plus an offset. */
  frozenAt?: Date;
  /** Collects the server's log lines (from level info) instead of leaving them to LOG_LEVEL. */
  logLines?: string[];
}

/** Small feeds, reproducible under a seed, so a server starts fast. */
const FEED_ENV = {
  FEED_TICK_MS: '0',
  FEED_SEED: 'test-seed',
  FEED_MATCHES_PER_DAY: '24',
  FEED_HORIZON_HOURS: '24',
};

export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const config = await loadConfig({
    DATA_DIR: 'memory://',
    PORT: '0',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    ...FEED_ENV,
    // The suites against a developer's throwaway PostgreSQL without fsync (src/db/durability.ts).
    BET_ALLOW_UNSAFE_POSTGRES: process.env['BET_ALLOW_UNSAFE_POSTGRES'],
    ...env,
  });
  const database = testDatabaseConfig();
  const frozen = options.frozenAt ? new ManualClock(options.frozenAt) : null;
  const clock = {
    offsetMs: 0,
    advance(ms: number) {
      clock.offsetMs += ms;
      frozen?.advance(ms);
    },
  };
  const now = frozen ? () => frozen.now() : () => new Date(Date.now() + clock.offsetMs);
  const server = await startServer({
    config: { ...config, database },
    logger: options.logLines
      ? createLogger('info', (line) => options.logLines?.push(line))
      : createLogger(config.logLevel),
    scryptCost: { N: 1024, r: 8, p: 1 },
    now,
    // What POST /admin/clock moves: the same clock as advance().
    clock: {
      now,
      advance: (ms: number) => {
        clock.advance(ms);
        return now();
      },
    },
  });
  return {
    ...server,
    clock,
    advanceAndTick: async (ms: number) => {
      clock.advance(ms);
      await server.services.betting.feeds.tick();
    },
    close: async () => {
      await server.close();
      if (database.kind === 'postgres' && database.schema !== null)
        await dropSchema(database.url, database.schema);
    },
  };
}
