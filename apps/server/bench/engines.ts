// The databases the bench runs the server on (issue 17): embedded PGlite always, and PostgreSQL
// when there is one: DATABASE_URL (a schema of its own, dropped afterwards), or else a throwaway
// cluster started from initdb and pg_ctl on this machine (postgres-cluster.ts).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBin, startCluster } from './postgres-cluster.ts';

export interface BenchEngine {
  /** e.g. "PGlite 0.5 (embedded, fsync off)", "PostgreSQL 15.14 (throwaway cluster, fsync on)". */
  label: string;
  /** The server's environment for this database. */
  env: Record<string, string>;
  /**
   * For the crash run, when the bench owns the database: stop it the hard way and start it again
   * (crash recovery from its WAL). Returns what it did, for the log.
   */
  crash?(): Promise<string>;
  dispose(): Promise<void>;
}

export async function pgliteEngine(): Promise<BenchEngine> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bet-bench-'));
  return {
    label: 'PGlite (embedded, fsync off)',
    env: { DATA_DIR: dataDir },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export type PostgresDiscovery =
  { found: true; engine: BenchEngine } | { found: false; reason: string };

/** DATABASE_URL, else a throwaway cluster; "not found" when neither exists. */
export async function findPostgres(
  env: NodeJS.ProcessEnv = process.env,
): Promise<PostgresDiscovery> {
  const url = env['DATABASE_URL'];
  if (url) return { found: true, engine: await urlEngine(url) };
  const binDir = await findPostgresBin(env['PATH']);
  if (binDir === null)
    return {
      found: false,
      reason:
        'no PostgreSQL: DATABASE_URL is unset and there is no initdb/pg_ctl in PATH or /usr/lib/postgresql/*/bin',
    };
  const cluster = await startCluster(binDir);
  // The server's DATA_DIR still holds its generated secrets.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bet-bench-'));
  return {
    found: true,
    engine: {
      label: `PostgreSQL ${cluster.version} (throwaway cluster, fsync on)`,
      env: { DATA_DIR: dataDir, DATABASE_URL: cluster.url },
      crash: async () => {
        await cluster.crash();
        await cluster.start();
        return 'PostgreSQL stopped with -m immediate (no checkpoint) and started again: it recovered from its WAL';
      },
      dispose: async () => {
        await cluster.remove();
        await rm(dataDir, { recursive: true, force: true });
      },
    },
  };
}

async function urlEngine(url: string): Promise<BenchEngine> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const version = await withClient(url, async (client) => {
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version.split(' ')[0] ?? '?';
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bet-bench-'));
  return {
    label: `PostgreSQL ${version} (DATABASE_URL, schema ${schema})`,
    env: { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_SCHEMA: schema },
    dispose: async () => {
      await withClient(url, (client) => client.query(`drop schema if exists "${schema}" cascade`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
