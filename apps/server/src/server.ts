// Starts the whole server: database, migrations, seed, HTTP + websocket, and a graceful stop.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import type { Config } from './config/config.ts';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './auth/password.ts';
import { LoginLimiter, type LimiterPolicy } from './auth/login-limiter.ts';
import { openDatabase, type Database } from './db/database.ts';
import { requireDurablePostgres, showSetting } from './db/durability.ts';
import { migrate } from './db/migrate.ts';
import { createApp } from './http/app.ts';
import { answerClientError } from './http/client-error.ts';
import type { Services } from './http/services.ts';
import type { Logger } from './log/logger.ts';
import { allRoutes, extraRoutes, SECRET_PATH_PREFIXES } from './routes.ts';
import { seed, type SeedReport } from './seed/seed.ts';
import { CLOSE_GOING_AWAY, WalletHub } from './ws/wallet-hub.ts';
import { createBettingRuntime } from './betting/betting-runtime.ts';
import type { MovableClock } from './clock/clock.ts';
import { SharedClock } from './clock/shared-clock.ts';
import { listenForSessionChanges } from './auth/sessions.ts';
import { listenForBalances } from './ws/wallet-push.ts';

/** The advisory-lock key under which a starting process migrates and seeds ("bet" + 0). */
const STARTUP_LOCK_KEY = 0x626574_00;

export interface StartOptions {
  config: Config;
  logger: Logger;
  /** Tests pass a cheaper scrypt cost and a movable clock. */
  scryptCost?: ScryptCost;
  now?: () => Date;
  /** A clock POST /admin/clock may move; without `now` or `clock`, the SharedClock. */
  clock?: MovableClock;
  limiterPolicy?: Partial<LimiterPolicy>;
}

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  seeded: SeedReport | null;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const database = await openDatabase(config.database);
  try {
    await checkDurability(database, config, logger);
    // Processes started together on one PostgreSQL take turns to migrate and seed.
    const applied = await database.exclusive(STARTUP_LOCK_KEY, true, () => migrate(database.db));
    if (applied?.length) logger.info('migrations applied', { applied, engine: database.engine });
    let origin = '';
    // Started normally, the server runs on the system clock plus an offset that only the admin
    // clock route moves (E2E tests of cooling-offs and time-outs), shared by every process.
    const shared = options.clock || options.now ? null : await SharedClock.open(database);
    const clock = options.clock ?? shared ?? undefined;
    const now = options.now ?? (() => (clock as MovableClock).now());
    const hub = new WalletHub();
    const betting = await createBettingRuntime({
      db: database.db,
      now,
      logger,
      config,
      exclusive: (key, wait, work) => database.exclusive(key, wait, work),
      syncClock: async () => {
        await shared?.sync();
      },
    });
    const services: Services = {
      config,
      db: database.db,
      logger,
      limiter: new LoginLimiter(database.db, options.limiterPolicy),
      hub,
      scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
      now,
      ...(clock ? { clock } : {}),
      publicUrl: () => config.publicUrl ?? origin,
      betting,
    };
    await listenForBalances(database, services);
    await listenForSessionChanges(database);
    const seeded = config.seed
      ? await database.exclusive(STARTUP_LOCK_KEY, true, () => seed(services))
      : null;
    await betting.feeds.start();
    const app = createApp(services, allRoutes(), extraRoutes(services), {
      secretPathPrefixes: SECRET_PATH_PREFIXES,
    });
    const wss = new WebSocketServer({ noServer: true });
    const server = await listen(app.fetch, wss, config);
    const port = (server.address() as AddressInfo).port;
    origin = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    return {
      url: origin,
      port,
      services,
      seeded,
      close: () => shutdown(server, wss, services, database),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * PostgreSQL must flush each commit to disk before the server answers money on it (or the operator
 * said this database is a throwaway); PGlite never does, and the log says so at every start.
 */
async function checkDurability(database: Database, config: Config, logger: Logger): Promise<void> {
  if (database.engine === 'postgres') {
    await requireDurablePostgres(showSetting(database.db), {
      allowUnsafe: config.allowUnsafePostgres,
      logger,
    });
    return;
  }
  logger.info(
    'PGlite (embedded, fsync off): for development, demos and tests; a commit survives a killed ' +
      'process but not a power cut. Production runs on PostgreSQL (DATABASE_URL).',
  );
}

const KEEP_ALIVE_MS = 65_000;

function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  wss: WebSocketServer,
  config: Config,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch, port: config.port, hostname: config.host, websocket: { server: wss } },
      () => resolve(server),
    );
    // Idle keep-alive sockets stay open 65 s (Node's default is 5 s). A client that reuses a
    // socket just as the server drops it gets ECONNRESET before its request is sent; with 5 s that
    // happened between two calls of a busy test run, and behind a proxy (60 s idle) it would too.
    const http = server as Server;
    http.keepAliveTimeout = KEEP_ALIVE_MS;
    http.headersTimeout = KEEP_ALIVE_MS + 1000;
    http.on('clientError', answerClientError);
    server.once('error', reject);
  });
}

/** Stop accepting, close sockets (1001), let in-flight requests finish (5 s at most), close the DB. */
async function shutdown(
  server: ServerType,
  wss: WebSocketServer,
  services: Services,
  database: Database,
): Promise<void> {
  const http = server as Server;
  const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
  await services.betting.feeds.stop();
  services.hub.closeAll();
  for (const client of wss.clients) client.close(CLOSE_GOING_AWAY, 'server shutting down');
  await waitFor(() => wss.clients.size === 0, 1000);
  for (const client of wss.clients) client.terminate();
  wss.close();
  http.closeIdleConnections();
  const force = setTimeout(() => http.closeAllConnections(), 5000);
  await stopped;
  clearTimeout(force);
  await services.betting.intake.idle();
  await database.close();
}

async function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}
