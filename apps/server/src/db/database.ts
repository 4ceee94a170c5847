// PGlite under DATA_DIR by default, real Postgres when DATABASE_URL is set (design.md, "The
// reference server"). Both go through node-postgres and Kysely, so every query, migration and
// transaction is the same code on both engines.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config.ts';
import type { Schema } from './schema.ts';

export type Db = Kysely<Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
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
    close: async () => {
      await db.destroy();
      await lite.close();
    },
  };
}

async function openPostgres(url: string, schema: string | null): Promise<Database> {
  if (schema !== null) await ensureSchema(url, schema);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types,
    ...(schema === null ? {} : { options: `-c search_path=${schema}` }),
  });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

/** A schema per test file (or per tenant) keeps parallel suites on one Postgres apart. */
async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schema}"`);
  } finally {
    await client.end();
  }
}
