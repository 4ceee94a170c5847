// Migrations on both engines (issue 17): from an empty database to the latest; from the previous
// release's schema (every migration but the newest) with rows in it, forward, keeping the rows; and
// forward-only: a database whose recorded migrations are not a prefix of the known list is refused.
// PGlite always; PostgreSQL when DATABASE_URL is set (a schema per database, dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dropSchema } from '../../test/support/test-database.ts';
import type { DatabaseConfig } from '../config/config.ts';
import { auditLedger, ledgerTotal, lockWallet, post, systemAccountId } from '../ledger/ledger.ts';
import { openDatabase, type Database, type Db } from './database.ts';
import { forwardOnlyProblem, migrate, MigrationError, readMigrations } from './migrate.ts';
import { inTransaction } from './transaction.ts';

const DATABASE_URL = process.env['DATABASE_URL'];
const known = await readMigrations();
const names = known.map((migration) => migration.name);

async function recorded(db: Db): Promise<string[]> {
  const rows = await sql<{
    name: string;
  }>`select name from schema_migrations order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}

async function tables(db: Db): Promise<string[]> {
  const rows = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() order by table_name`.execute(db);
  return rows.rows.map((row) => row.table_name);
}

/** Rows as the previous release wrote them: a member, a funded wallet, a session and a key. */
async function previousReleaseRows(db: Db): Promise<bigint> {
  return db.transaction().execute(async (tx) => {
    const member = await sql<{ id: bigint }>`
      insert into members (role, email, password_hash, nickname, real_name)
      values (3, 'kept@example.com', 'scrypt$1$x', 'Kept', 'Kept Member') returning id`.execute(tx);
    const memberId = member.rows[0]?.id as bigint;
    const wallet = await sql<{ id: bigint }>`
      insert into ledger_accounts (kind, member_id) values ('wallet', ${memberId})
      returning id`.execute(tx);
    const walletId = wallet.rows[0]?.id as bigint;
    const entry = await sql<{ id: bigint }>`
      insert into journal_entries (kind, member_id, reference, memo)
      values (1, ${memberId}, 'kept-deposit', 'Deposit 5 USDT') returning id`.execute(tx);
    const entryId = entry.rows[0]?.id as bigint;
    await sql`
      insert into postings (entry_id, account_id, amount) values
        (${entryId}, (select id from ledger_accounts where kind = 'house'), -5000000),
        (${entryId}, ${walletId}, 5000000)`.execute(tx);
    await sql`update ledger_accounts set balance = balance - 5000000 where kind = 'house'`.execute(
      tx,
    );
    await sql`update ledger_accounts set balance = 5000000 where id = ${walletId}`.execute(tx);
    await sql`
      insert into sessions (member_id, family, access_hash, access_expires_at, refresh_hash,
        refresh_expires_at)
      values (${memberId}, 'family-1', 'access-digest', now() + interval '2 hours',
        'refresh-digest', now() + interval '30 days')`.execute(tx);
    await sql`
      insert into idempotency_keys (member_id, key, request_hash, status, body)
      values (${memberId}, 'kept-key-1', 'hash', 200, '{"code":0}')`.execute(tx);
    // The one site's content and a private message, from before content had a brand.
    await sql`
      insert into content_items (kind, language, data)
      values ('announcement', 'en', '{"content":"Kept"}')`.execute(tx);
    await sql`
      insert into notices (member_id, language, title, content)
      values (${memberId}, 'en', 'Kept', 'Kept message')`.execute(tx);
    return memberId;
  });
}

const migrationSuite = (config: () => DatabaseConfig) => () => {
  const open: Database[] = [];
  /** A fresh, empty database (in-memory PGlite, or a new schema on DATABASE_URL). */
  async function empty(): Promise<Db> {
    const chosen = config();
    const database = await openDatabase(chosen);
    open.push({
      ...database,
      close: async () => {
        await database.close();
        if (chosen.kind === 'postgres' && chosen.schema !== null)
          await dropSchema(chosen.url, chosen.schema);
      },
    });
    return database.db;
  }
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });

  it('migrates an empty database to the latest, and a second run applies nothing', async () => {
    const db = await empty();
    expect(await migrate(db)).toEqual(names);
    expect(await recorded(db)).toEqual(names);
    expect(await tables(db)).toEqual(
      expect.arrayContaining(['members', 'ledger_accounts', 'postings', 'schema_migrations']),
    );
    expect(await migrate(db)).toEqual([]);
  });

  it("moves the previous release's schema forward and keeps its rows", async () => {
    const db = await empty();
    const previous = known.slice(0, -1);
    const newest = names.at(-1);
    expect(await migrate(db, previous)).toEqual(names.slice(0, -1));
    const memberId = await previousReleaseRows(db);
    expect(await migrate(db)).toEqual([newest]);
    expect(await recorded(db)).toEqual(names);
    const member = await db
      .selectFrom('members')
      .select(['email', 'nickname', 'real_name'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({
      email: 'kept@example.com',
      nickname: 'Kept',
      real_name: 'Kept Member',
    });
    const wallet = await db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('kind', '=', 'wallet')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(wallet.balance).toBe(5_000_000n);
    expect(await ledgerTotal(db)).toBe(0n);
    expect(await auditLedger(db)).toEqual([]);
    const kept = await sql<{ sessions: bigint; keys: bigint }>`
      select (select count(*) from sessions) as sessions,
             (select count(*) from idempotency_keys) as keys`.execute(db);
    expect(kept.rows[0]).toEqual({ sessions: 1n, keys: 1n });
    // Migration 0010 (brands): the previous release's member is shared, its content and notices
    // the default brand's; an address is unique per realm now.
    expect(
      await db.selectFrom('members').select('realm').where('id', '=', memberId).execute(),
    ).toEqual([{ realm: 'shared' }]);
    expect(await db.selectFrom('content_items').select('brand').execute()).toEqual([
      { brand: 'jcbet' },
    ]);
    expect(await db.selectFrom('notices').select('brand').execute()).toEqual([{ brand: 'jcbet' }]);
    await sql`
      insert into members (realm, role, email, password_hash, nickname)
      values ('bdbet', 3, 'kept@example.com', 'scrypt$1$x', 'Kept on BDBet')`.execute(db);
    await expect(
      sql`
        insert into members (realm, role, email, password_hash, nickname)
        values ('bdbet', 3, 'kept@example.com', 'scrypt$1$x', 'Twice')`.execute(db),
    ).rejects.toThrow();
    // This release's code books on the migrated rows.
    await inTransaction(db, async (tx) => {
      const walletId = (await lockWallet(tx, memberId)).id;
      await post(tx, {
        kind: 1,
        memberId,
        postings: [
          { accountId: walletId, amount: -1_000_000n },
          { accountId: await systemAccountId(tx, 'house'), amount: 1_000_000n },
        ],
      });
    });
    expect(await auditLedger(db)).toEqual([]);
  });

  it('refuses a database from a newer release, and changes nothing in it', async () => {
    const db = await empty();
    await migrate(db);
    const before = await tables(db);
    const attempt = migrate(db, known.slice(0, -1));
    await expect(attempt).rejects.toBeInstanceOf(MigrationError);
    await expect(attempt).rejects.toThrow(
      new RegExp(`Refusing to migrate.*does not have \\(${names.at(-1)}\\)`),
    );
    expect(await recorded(db)).toEqual(names);
    expect(await tables(db)).toEqual(before);
  });

  it('refuses a database that skipped a migration or applied a renamed one', async () => {
    const first = { name: '0001-first.sql', sql: 'create table first_table (id int)' };
    const second = { name: '0002-second.sql', sql: 'create table second_table (id int)' };
    const third = { name: '0003-third.sql', sql: 'create table third_table (id int)' };
    const skipped = await empty();
    await migrate(skipped, [first, third]);
    await expect(migrate(skipped, [first, second, third])).rejects.toThrow(
      /it skipped 0002-second\.sql/,
    );
    expect(await tables(skipped)).not.toContain('second_table');
    const renamed = await empty();
    await migrate(renamed, [first, second]);
    const secondRenamed = { ...second, name: '0002-second-renamed.sql' };
    await expect(migrate(renamed, [first, secondRenamed, third])).rejects.toThrow(
      /does not have \(0002-second\.sql\)/,
    );
    expect(await tables(renamed)).not.toContain('third_table');
  });
};

describe(
  'migrations on PGlite',
  migrationSuite(() => ({ kind: 'pglite', dir: null })),
);

describe.skipIf(!DATABASE_URL)(
  'migrations on PostgreSQL (needs DATABASE_URL; skipped when it is unset)',
  migrationSuite(() => ({
    kind: 'postgres',
    url: DATABASE_URL ?? '',
    schema: `test_migrate_${randomBytes(6).toString('hex')}`,
  })),
);

describe('forwardOnlyProblem', () => {
  const list = ['0001-a.sql', '0002-b.sql', '0003-c.sql'];
  it('accepts every prefix of the known list', () => {
    for (let length = 0; length <= list.length; length++)
      expect(forwardOnlyProblem(list.slice(0, length), list)).toBeNull();
  });
  it('names what is unknown or skipped', () => {
    expect(forwardOnlyProblem(['0001-a.sql', '0004-d.sql'], list)).toMatch(
      /does not have \(0004-d\.sql\)/,
    );
    expect(forwardOnlyProblem(['0001-a.sql', '0003-c.sql'], list)).toMatch(/skipped 0002-b\.sql/);
  });
});

describe('readMigrations', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
  async function dirWith(files: string[]): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bet-migrations-'));
    dirs.push(dir);
    await Promise.all(files.map((name) => writeFile(path.join(dir, name), 'select 1;')));
    return dir;
  }

  it("reads this release's files in version order, each version once", () => {
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort());
    expect(new Set(names.map((name) => name.slice(0, 4))).size).toBe(names.length);
  });

  it('refuses a reused version number and a misnamed file', async () => {
    await expect(readMigrations(await dirWith(['0001-a.sql', '0001-b.sql']))).rejects.toThrow(
      /share a version number: 0001-b\.sql/,
    );
    await expect(readMigrations(await dirWith(['0001-a.sql', '0002_b.sql']))).rejects.toThrow(
      /NNNN-name\.sql.*0002_b\.sql/,
    );
  });
});
