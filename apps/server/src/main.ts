// Entry point: `pnpm dev` / `pnpm start`. Reads the configuration, starts the server, prints where
// to sign in, and stops gracefully on SIGINT or SIGTERM.
import { ConfigError, loadConfig } from './config/config.ts';
import { UnsafeDatabaseError } from './db/durability.ts';
import { MigrationError } from './db/migrate.ts';
import { createLogger } from './log/logger.ts';
import { startServer } from './server.ts';
import { startupBanner } from './startup-banner.ts';

async function main(): Promise<void> {
  const config = await loadConfig();
  const logger = createLogger(config.logLevel).child({ service: 'bet-server' });
  const server = await startServer({ config, logger });
  logger.info('listening', {
    url: server.url,
    engine: config.database.kind,
    seeded: server.seeded?.seeded ?? [],
  });
  console.info(startupBanner(server.url, server.seeded, config));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A bad configuration, a PostgreSQL that can lose commits or a database from a newer release:
  // one clear message, no stack.
  const known =
    error instanceof ConfigError ||
    error instanceof UnsafeDatabaseError ||
    error instanceof MigrationError;
  console.error(known ? error.message : error);
  process.exit(1);
});
