// The same SQL migrations on PGlite and Postgres, run at start (issue 4, "Runtime"; issue 17).
// Versioned: `NNNN-name.sql`, one version number each, applied in that order. Forward-only: a file
// once released is never edited, renamed or removed; a change is a new file. Each file runs once,
// all pending ones inside one transaction holding an advisory lock, so two processes starting
// together against one Postgres do not race. A database whose recorded migrations are not a prefix
// of this release's list (one from a newer release, or one that skipped or renamed a file) is
// refused: nothing is applied to it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Arbitrary constant naming this application's migration lock. */
const MIGRATION_LOCK = 4_242_001;

const MIGRATION_FILE = /^(\d{4})-[a-z0-9-]+\.sql$/;

export interface Migration {
  name: string;
  sql: string;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The migrations of this release, in order; a misnamed file or a reused version is an error. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const misnamed = files.filter((name) => !MIGRATION_FILE.test(name));
  if (misnamed.length > 0)
    throw new MigrationError(
      `Migration files must be named NNNN-name.sql (lower case): ${misnamed.join(', ')}`,
    );
  const versions = files.map((name) => name.slice(0, 4));
  const reused = files.filter((_, index) => versions.indexOf(versions[index] ?? '') !== index);
  if (reused.length > 0)
    throw new MigrationError(`Two migrations share a version number: ${reused.join(', ')}`);
  return Promise.all(
    files.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}

/**
 * What is wrong with the recorded migrations (in order) against the known list, or null when they
 * are a prefix of it.
 */
export function forwardOnlyProblem(recorded: string[], known: string[]): string | null {
  const knownNames = new Set(known);
  const unknown = recorded.filter((name) => !knownNames.has(name));
  if (unknown.length > 0)
    return `it records migrations this release does not have (${unknown.join(', ')}): it is from a newer release, or a migration was renamed or removed`;
  const gap = known.slice(0, recorded.length).filter((name) => !recorded.includes(name));
  if (gap.length > 0)
    return `it skipped ${gap.join(', ')}, which come before migrations it has applied`;
  return null;
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
    // Names start with their version number: their order is the order they were applied in.
    const recorded = done.rows.map((row) => row.name).sort();
    const problem = forwardOnlyProblem(
      recorded,
      all.map((migration) => migration.name),
    );
    if (problem !== null)
      throw new MigrationError(
        `Refusing to migrate this database: ${problem}. Migrations are forward-only; start a ` +
          `release at least as new as the database's, or restore a backup.`,
      );
    const pending = all.slice(recorded.length);
    for (const migration of pending) {
      await sql.raw(migration.sql).execute(tx);
      await sql`insert into schema_migrations (name) values (${migration.name})`.execute(tx);
    }
    return pending.map((migration) => migration.name);
  });
}
