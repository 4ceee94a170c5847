// The same SQL migrations on PGlite and Postgres, run at start (issue 4, "Runtime"). Each file runs
// once, in order, inside one transaction holding an advisory lock, so two processes starting
// together against one Postgres do not race.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Arbitrary constant naming this application's migration lock. */
const MIGRATION_LOCK = 4_242_001;

export interface Migration {
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}-[a-z0-9-]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}

/** Applies the pending migrations; returns the names applied by this call. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(tx);
    const done = await sql<{ name: string }>`select name from schema_migrations`.execute(tx);
    const applied = new Set(done.rows.map((row) => row.name));
    const pending = all.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      await sql.raw(migration.sql).execute(tx);
      await sql`insert into schema_migrations (name) values (${migration.name})`.execute(tx);
    }
    return pending.map((migration) => migration.name);
  });
}
