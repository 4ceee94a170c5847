// PGlite under DATA_DIR by default, real Postgres when DATABASE_URL is set (design.md, "The
// reference server"). Both go through node-postgres and Kysely, so every query, migration and
// transaction is the same code on both engines.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { CURRENT_SCHEMA, scopedChannel } from '../cluster/notify.ts';
import type { DatabaseConfig } from '../config/config.ts';
import type { Schema } from './schema.ts';

export type Db = Kysely<Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (from this process or another one on the same
   * database), from the commit of the transaction that sent it. Postgres: one connection of its
   * own for all channels; PGlite: its own listen().
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /**
   * Runs `work` while holding the advisory lock `key`, so that no other process on the same
   * Postgres runs work under that key at the same time; `wait: false` gives up at once (null)
   * when another holds it. PGlite serves one process, so there it just runs `work`.
   */
  exclusive<T>(key: number, wait: boolean, work: () => Promise<T>): Promise<T | null>;
  close(): Promise<void>;
}

const INT8_OID = 20;
const DATE_OID = 1082;

/** BIGINT money reads as bigint (never a lossy number); DATE stays a calendar 'YYYY-MM-DD'. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return (value: string) => BigInt(value);
    if (oid === DATE_OID) return (value: string) => value;
    return format === 'binary'
      ? pg.types.getTypeParser(oid, 'binary')
      : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'pglite'
    ? openPglite(config.dir)
    : openPostgres(config.url, config.schema);
}

async function openPglite(dir: string | null): Promise<Database> {
  if (dir !== null) await mkdir(dir, { recursive: true });
  const lite = await PGlite.create(dir ?? 'memory://');
  // PGlite is one connection: a pool of one serialises transactions, which is what it can do.
  const pool = new pg.Pool({ ...createPgConfig(lite), max: 1, types });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'pglite',
    listen: async (channel, onPayload) => {
      const { rows } = await lite.query<{ schema: string }>(CURRENT_SCHEMA);
      await lite.listen(scopedChannel(channel, rows[0]?.schema ?? 'public'), onPayload);
    },
    exclusive: (_key, _wait, work) => work(),
    close: async () => {
      await db.destroy();
      await lite.close();
    },
  };
}

async function openPostgres(url: string, schema: string | null): Promise<Database> {
  if (schema !== null) await ensureSchema(url, schema);
  const connection = {
    connectionString: url,
    types,
    ...(schema === null ? {} : { options: `-c search_path=${schema}` }),
  };
  const pool = new pg.Pool({ ...connection, max: 10 });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  const listener = new Listener(connection);
  return {
    db,
    engine: 'postgres',
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    exclusive: async (key, wait, work) => {
      // A session-level advisory lock on a pooled connection held for the work: if this process
      // dies, Postgres ends the session and the lock is free again.
      const client = await pool.connect();
      try {
        const locked = await client.query<{ locked: boolean }>(
          wait
            ? 'select pg_advisory_lock($1), true as locked'
            : 'select pg_try_advisory_lock($1) as locked',
          [key],
        );
        if (!locked.rows[0]?.locked) return null;
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      await listener.close();
      await db.destroy();
    },
  };
}

/** One connection that LISTENs for all channels; NOTIFY needs a session that stays open. */
class Listener {
  readonly #config: pg.ClientConfig;
  readonly #handlers = new Map<string, ((payload: string) => void)[]>();
  #opening: Promise<pg.Client> | null = null;
  #retrying = false;
  #closed = false;

  constructor(config: pg.ClientConfig) {
    this.#config = config;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    const client = await this.#open();
    const { rows } = await client.query<{ schema: string }>(CURRENT_SCHEMA);
    const scoped = scopedChannel(channel, rows[0]?.schema ?? 'public');
    const handlers = this.#handlers.get(scoped) ?? [];
    this.#handlers.set(scoped, [...handlers, onPayload]);
    if (handlers.length === 0) await client.query(`listen "${scoped}"`);
  }

  #open(): Promise<pg.Client> {
    this.#opening ??= (async () => {
      const client = new pg.Client(this.#config);
      client.on('notification', (message) => {
        for (const handler of this.#handlers.get(message.channel) ?? [])
          handler(message.payload ?? '');
      });
      client.on('error', () => this.#lost());
      client.on('end', () => this.#lost());
      await client.connect();
      return client;
    })();
    return this.#opening;
  }

  /**
   * A lost connection (Postgres restarted) is opened again a second later, and listens again;
   * what was notified in between is lost, which a wallet push (a hint to refresh) can afford.
   */
  #lost(): void {
    if (this.#closed || this.#retrying) return;
    this.#opening = null;
    this.#retrying = true;
    setTimeout(() => {
      this.#retrying = false;
      this.#open()
        .then(async (client) => {
          for (const channel of this.#handlers.keys()) await client.query(`listen "${channel}"`);
        })
        .catch(() => this.#lost());
    }, 1000).unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = await this.#opening?.catch(() => null);
    await client?.end();
  }
}

/** Postgres' "already exists" codes: two processes creating one schema at once (unique_violation, duplicate_schema). */
const SCHEMA_RACE_CODES: ReadonlySet<string> = new Set(['23505', '42P06']);

/**
 * A schema per test file (or per tenant) keeps parallel suites on one Postgres apart. `if not
 * exists` does not hold when several processes start together: the loser of that race is told
 * the schema exists, which is what it wanted.
 */
async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schema}"`).catch((error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code !== 'string' || !SCHEMA_RACE_CODES.has(code)) throw error;
    });
  } finally {
    await client.end();
  }
}
