// Whether a commit the database acknowledges is on disk (issue 17, "Durable money"). Money is
// answered only after its transaction commits; that is worth something only when the commit itself
// waits for the WAL to reach the disk: `fsync` on and a `synchronous_commit` that flushes locally.
//
// PostgreSQL (DATABASE_URL) is the production engine: the server refuses to start on one that does
// not, unless BET_ALLOW_UNSAFE_POSTGRES says it is a developer's throwaway database. Embedded
// PGlite, the zero-setup default for development, demos and tests, always runs with fsync off and
// its file sync is a no-op: its commits survive a killed process (the writes are in the operating
// system's cache) but not a power cut or a crash of the machine.
import { sql } from 'kysely';
import type { Logger } from '../log/logger.ts';
import type { Db } from './database.ts';

/** The environment variable that lets the server start on a PostgreSQL that can lose commits. */
export const ALLOW_UNSAFE_POSTGRES_ENV = 'BET_ALLOW_UNSAFE_POSTGRES';

export type DurabilitySetting = 'fsync' | 'synchronous_commit';

/** `SHOW <setting>` on the database the server will use; tests pass a fake. */
export type ShowSetting = (setting: DurabilitySetting) => Promise<string>;

/**
 * The values of synchronous_commit whose commit waits for the local WAL flush: every value but
 * `off` (`remote_write` and `remote_apply` also wait for a synchronous standby, when there is one).
 */
const FLUSHING_COMMIT = new Set(['on', 'local', 'remote_write', 'remote_apply']);

export interface Durability {
  fsync: string;
  synchronousCommit: string;
  /** What makes an acknowledged commit losable; empty when commits are flushed to disk. */
  problems: string[];
}

export async function readDurability(show: ShowSetting): Promise<Durability> {
  const fsync = (await show('fsync')).trim().toLowerCase();
  const synchronousCommit = (await show('synchronous_commit')).trim().toLowerCase();
  const problems = [
    fsync !== 'on' && `fsync is ${fsync}, not on`,
    !FLUSHING_COMMIT.has(synchronousCommit) && `synchronous_commit is ${synchronousCommit}, not on`,
  ].filter((problem): problem is string => typeof problem === 'string');
  return { fsync, synchronousCommit, problems };
}

export class UnsafeDatabaseError extends Error {
  override name = 'UnsafeDatabaseError';
}

/**
 * Refuses a PostgreSQL whose commits are not flushed to disk, with one message that says what to
 * change; with `allowUnsafe` it starts anyway and logs a warning.
 */
export async function requireDurablePostgres(
  show: ShowSetting,
  options: { allowUnsafe: boolean; logger: Logger },
): Promise<Durability> {
  const durability = await readDurability(show);
  if (durability.problems.length === 0) return durability;
  if (options.allowUnsafe) {
    options.logger.warn('PostgreSQL can lose acknowledged commits: started anyway', {
      problems: durability.problems,
      because: `${ALLOW_UNSAFE_POSTGRES_ENV} is set (a throwaway development database only)`,
    });
    return durability;
  }
  throw new UnsafeDatabaseError(
    `Refusing to start: the PostgreSQL of DATABASE_URL can lose acknowledged bets, deposits and ` +
      `withdrawals (${durability.problems.join('; ')}). Set fsync = on and synchronous_commit = on ` +
      `in postgresql.conf (or ALTER SYSTEM SET ... and reload), or, for a throwaway development ` +
      `database only, set ${ALLOW_UNSAFE_POSTGRES_ENV}=1.`,
  );
}

/** SHOW through the server's own pool, so the check sees what its sessions get. */
export function showSetting(db: Db): ShowSetting {
  return async (setting) => {
    const result = await sql<Record<DurabilitySetting, string>>`show ${sql.raw(setting)}`.execute(
      db,
    );
    const value = result.rows[0]?.[setting];
    if (value === undefined) throw new Error(`SHOW ${setting} answered nothing`);
    return value;
  };
}
