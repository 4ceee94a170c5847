import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { openDatabase } from './database.ts';
import {
  ALLOW_UNSAFE_POSTGRES_ENV,
  readDurability,
  requireDurablePostgres,
  showSetting,
  UnsafeDatabaseError,
  type DurabilitySetting,
  type ShowSetting,
} from './durability.ts';

const DATABASE_URL = process.env['DATABASE_URL'];

/** A fake SHOW: the settings a database would answer, and which ones were asked. */
function fakeShow(settings: Record<DurabilitySetting, string>): ShowSetting & { asked: string[] } {
  const asked: string[] = [];
  const show = async (setting: DurabilitySetting) => {
    asked.push(setting);
    return settings[setting];
  };
  return Object.assign(show, { asked });
}

function collectingLogger() {
  const lines: { level: string; msg: string; problems?: string[] }[] = [];
  const logger = createLogger('debug', (line) => lines.push(JSON.parse(line)));
  return { logger, lines };
}

describe('readDurability', () => {
  it('asks for fsync and synchronous_commit and finds nothing wrong when both are on', async () => {
    const show = fakeShow({ fsync: 'on', synchronous_commit: 'on' });
    expect(await readDurability(show)).toEqual({
      fsync: 'on',
      synchronousCommit: 'on',
      problems: [],
    });
    expect(show.asked).toEqual(['fsync', 'synchronous_commit']);
  });

  it('names each setting that lets an acknowledged commit be lost', async () => {
    const both = await readDurability(fakeShow({ fsync: 'off', synchronous_commit: 'off' }));
    expect(both.problems).toEqual(['fsync is off, not on', 'synchronous_commit is off, not on']);
    const one = await readDurability(fakeShow({ fsync: 'on', synchronous_commit: 'off' }));
    expect(one.problems).toEqual(['synchronous_commit is off, not on']);
  });

  it('accepts the synchronous_commit values that also wait for the local flush', async () => {
    for (const value of ['local', 'remote_write', 'remote_apply', 'ON'])
      expect(
        (await readDurability(fakeShow({ fsync: 'on', synchronous_commit: value }))).problems,
      ).toEqual([]);
    const unknown = await readDurability(fakeShow({ fsync: 'on', synchronous_commit: 'maybe' }));
    expect(unknown.problems).toEqual(['synchronous_commit is maybe, not on']);
  });
});

describe('requireDurablePostgres', () => {
  it('lets a durable PostgreSQL start without a warning', async () => {
    const { logger, lines } = collectingLogger();
    const show = fakeShow({ fsync: 'on', synchronous_commit: 'on' });
    await expect(requireDurablePostgres(show, { allowUnsafe: false, logger })).resolves.toEqual(
      expect.objectContaining({ problems: [] }),
    );
    expect(lines).toEqual([]);
  });

  it('refuses to start on fsync off, saying what to change and the escape hatch', async () => {
    const { logger } = collectingLogger();
    const show = fakeShow({ fsync: 'off', synchronous_commit: 'on' });
    const start = requireDurablePostgres(show, { allowUnsafe: false, logger });
    await expect(start).rejects.toBeInstanceOf(UnsafeDatabaseError);
    await expect(start).rejects.toThrow(/Refusing to start.*fsync is off/);
    await expect(start).rejects.toThrow(`${ALLOW_UNSAFE_POSTGRES_ENV}=1`);
  });

  it('refuses synchronous_commit off as well', async () => {
    const { logger } = collectingLogger();
    const show = fakeShow({ fsync: 'on', synchronous_commit: 'off' });
    await expect(requireDurablePostgres(show, { allowUnsafe: false, logger })).rejects.toThrow(
      /synchronous_commit is off/,
    );
  });

  it('starts anyway when allowed, with a warning naming the problems and the variable', async () => {
    const { logger, lines } = collectingLogger();
    const show = fakeShow({ fsync: 'off', synchronous_commit: 'off' });
    const durability = await requireDurablePostgres(show, { allowUnsafe: true, logger });
    expect(durability.problems).toHaveLength(2);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'PostgreSQL can lose acknowledged commits: started anyway',
        problems: ['fsync is off, not on', 'synchronous_commit is off, not on'],
      }),
    ]);
    expect(JSON.stringify(lines)).toContain(ALLOW_UNSAFE_POSTGRES_ENV);
  });

  it('passes on a failing SHOW instead of starting unchecked', async () => {
    const { logger } = collectingLogger();
    const show: ShowSetting = () => Promise.reject(new Error('connection refused'));
    await expect(requireDurablePostgres(show, { allowUnsafe: true, logger })).rejects.toThrow(
      'connection refused',
    );
  });
});

describe('showSetting on the real engines', () => {
  it('reads fsync off on PGlite: its commits do not survive a power cut', async () => {
    const database = await openDatabase({ kind: 'pglite', dir: null });
    try {
      const durability = await readDurability(showSetting(database.db));
      expect(durability.fsync).toBe('off');
      expect(durability.problems).toContain('fsync is off, not on');
    } finally {
      await database.close();
    }
  });

  it.skipIf(!DATABASE_URL)(
    'reads the settings of the PostgreSQL of DATABASE_URL (skipped when it is unset)',
    async () => {
      const database = await openDatabase({
        kind: 'postgres',
        url: DATABASE_URL ?? '',
        schema: null,
      });
      try {
        const durability = await readDurability(showSetting(database.db));
        expect(['on', 'off']).toContain(durability.fsync);
        expect(durability.synchronousCommit).toMatch(/^(on|off|local|remote_write|remote_apply)$/);
      } finally {
        await database.close();
      }
    },
  );
});
