// `pnpm --filter @bet/server test:cluster` (issue 17, "Several API processes on one Postgres"): two
// real server processes (src/main.ts) on one PostgreSQL — DATABASE_URL (a schema of its own,
// dropped afterwards) or else a throwaway cluster from initdb/pg_ctl, as the bench finds it — and
// the checks that they behave as one server: sessions, wallet pushes, idempotency, login
// throttling, a SIGKILL under load, and a settlement that runs once. Exits 1 when a check fails
// or there is no PostgreSQL to run on.
import { randomBytes } from 'node:crypto';
import { findPostgres, type BenchEngine } from '../../bench/engines.ts';
import { startServerProcess, type ServerProcess } from '../../bench/server-process.ts';
import { CHECKS, type Cluster } from './checks.ts';

async function main(): Promise<number> {
  const found = await findPostgres();
  if (!found.found) {
    console.error(`test:cluster needs PostgreSQL: ${found.reason}`);
    return 1;
  }
  const engine: BenchEngine = found.engine;
  console.info(`two server processes on ${engine.label}`);
  // Every process of one deployment shares the token secret and the admin key (README, "Several
  // processes"); here they also share DATA_DIR, which holds nothing else on PostgreSQL.
  const env = {
    ...engine.env,
    TOKEN_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_KEY: randomBytes(24).toString('hex'),
    LOG_LEVEL: 'warn',
    FEED_TICK_MS: '500',
  };
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServerProcess(env);
    servers.push(server);
    return server;
  };
  let failed = 0;
  try {
    // Both at once on an empty schema: they take turns to migrate and seed (server.ts).
    const [a, b] = await Promise.all([start(), start()]);
    const cluster: Cluster = {
      a,
      b,
      adminKey: env.ADMIN_KEY,
      acknowledged: new Map(),
      env,
      start,
    };
    for (const [name, check] of CHECKS) {
      const started = performance.now();
      try {
        const detail = await check(cluster);
        console.info(
          `ok    ${name} (${Math.round(performance.now() - started)} ms)${detail ? `: ${detail}` : ''}`,
        );
      } catch (error) {
        failed++;
        console.error(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    await engine.dispose();
  }
  console.info(
    failed === 0
      ? `all ${CHECKS.length} checks passed`
      : `${failed} of ${CHECKS.length} checks failed`,
  );
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
