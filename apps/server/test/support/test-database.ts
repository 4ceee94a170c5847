// A fresh, migrated database per test file: in-memory PGlite, or a throwaway schema on the
// Postgres of DATABASE_URL when it is set (the same suites then run against real Postgres).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

export function testDatabaseConfig(): DatabaseConfig {
  const url = process.env['DATABASE_URL'];
  if (!url) return { kind: 'pglite', dir: null };
  return { kind: 'postgres', url, schema: `test_${randomBytes(6).toString('hex')}` };
}

export async function openTestDatabase(): Promise<Database> {
  const config = testDatabaseConfig();
  const database = await openDatabase(config);
  await migrate(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      if (config.kind === 'postgres' && config.schema !== null)
        await dropSchema(config.url, config.schema);
    },
  };
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
