import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, LOCAL_BRAND_ORIGINS } from './config.ts';
import { SECRETS_FILE } from './secrets.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bet-config-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('loadConfig', () => {
  it('applies the defaults of the brief (127.0.0.1:8787, PGlite under DATA_DIR)', async () => {
    const dir = await tempDir();
    const config = await loadConfig({ DATA_DIR: dir });
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(8787);
    expect(config.database).toEqual({ kind: 'pglite', dir: path.join(dir, 'pglite') });
    expect(config.devMailbox).toBe(true);
    expect(config.seed).toBe(true);
  });

  it('takes the minimum deposit from the domain unless MIN_DEPOSIT sets its own', async () => {
    expect((await loadConfig({ DATA_DIR: 'memory://' })).minDeposit).toBe(100);
    expect((await loadConfig({ DATA_DIR: 'memory://', MIN_DEPOSIT: '50' })).minDeposit).toBe(50);
    await expect(loadConfig({ DATA_DIR: 'memory://', MIN_DEPOSIT: '-1' })).rejects.toThrow(
      ConfigError,
    );
  });

  it('switches to Postgres when DATABASE_URL is set', async () => {
    const config = await loadConfig({
      DATA_DIR: 'memory://',
      DATABASE_URL: 'postgres://u:p@localhost/bet',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@localhost/bet',
      schema: null,
    });
  });

  it('lets an unsafe PostgreSQL start only when BET_ALLOW_UNSAFE_POSTGRES says so', async () => {
    expect((await loadConfig({ DATA_DIR: 'memory://' })).allowUnsafePostgres).toBe(false);
    const allowed = await loadConfig({ DATA_DIR: 'memory://', BET_ALLOW_UNSAFE_POSTGRES: '1' });
    expect(allowed.allowUnsafePostgres).toBe(true);
    await expect(
      loadConfig({ DATA_DIR: 'memory://', BET_ALLOW_UNSAFE_POSTGRES: 'please' }),
    ).rejects.toThrow(/BET_ALLOW_UNSAFE_POSTGRES/);
  });

  it('rejects bad values with one clear error naming each variable', async () => {
    const attempt = loadConfig({
      DATA_DIR: 'memory://',
      PORT: '99999',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
    });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(/PORT.*DATABASE_URL.*LOG_LEVEL/);
  });

  it('reads the feed settings: a CSPRNG unless seeded, a ticking clock unless 0', async () => {
    expect((await loadConfig({ DATA_DIR: 'memory://' })).feeds).toEqual({
      seed: null,
      tickMs: 1000,
      matchesPerDay: 100,
      horizonHours: 72,
    });
    const driven = await loadConfig({ DATA_DIR: 'memory://', FEED_TICK_MS: '0', FEED_SEED: 's' });
    expect(driven.feeds).toMatchObject({ tickMs: 0, seed: 's' });
    await expect(
      loadConfig({ DATA_DIR: 'memory://', FEED_MATCHES_PER_DAY: '0', FEED_TICK_MS: '-1' }),
    ).rejects.toThrow(/FEED_TICK_MS.*FEED_MATCHES_PER_DAY|FEED_MATCHES_PER_DAY.*FEED_TICK_MS/);
  });

  it('turns the dev mailbox off in production unless asked for', async () => {
    expect((await loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production' })).devMailbox).toBe(
      false,
    );
    const forced = await loadConfig({
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      DEV_MAILBOX: '1',
    });
    expect(forced.devMailbox).toBe(true);
  });

  it('reads the brand origins that may frame the chat and game pages, the local brands by default', async () => {
    const local = await loadConfig({ DATA_DIR: 'memory://' });
    expect(local.brandOrigins).toEqual(LOCAL_BRAND_ORIGINS);
    expect(local.brandOrigins).toContain('http://localhost:5101');
    expect(local.brandOrigins).toContain('http://127.0.0.1:5107');
    const brands = await loadConfig({
      DATA_DIR: 'memory://',
      BRAND_ORIGINS: 'https://jcbet.example, https://bdbet.example:8443',
    });
    expect(brands.brandOrigins).toEqual(['https://jcbet.example', 'https://bdbet.example:8443']);
    for (const bad of [
      'https://jcbet.example/',
      'https://jcbet.example/app',
      'ftp://x.example',
      '*',
    ])
      await expect(loadConfig({ DATA_DIR: 'memory://', BRAND_ORIGINS: bad }), bad).rejects.toThrow(
        /BRAND_ORIGINS/,
      );
  });

  it('reads the trusted proxies, none by default, and refuses what is not an address', async () => {
    expect((await loadConfig({ DATA_DIR: 'memory://' })).trustedProxies).toEqual([]);
    const behind = await loadConfig({
      DATA_DIR: 'memory://',
      TRUSTED_PROXIES: '10.0.0.2, ::ffff:10.0.0.3 2001:db8::1',
    });
    expect(behind.trustedProxies).toEqual(['10.0.0.2', '10.0.0.3', '2001:db8::1']);
    for (const bad of ['10.0.0.0/8', 'balancer.internal', '*'])
      await expect(
        loadConfig({ DATA_DIR: 'memory://', TRUSTED_PROXIES: bad }),
        bad,
      ).rejects.toThrow(/TRUSTED_PROXIES/);
  });

  it('lets the admin clock move only outside production', async () => {
    expect((await loadConfig({ DATA_DIR: 'memory://' })).adminClock).toBe(true);
    const production = await loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production' });
    expect(production.adminClock).toBe(false);
  });
});

describe('secrets', () => {
  it('generates secrets once, keeps them in DATA_DIR with mode 0600, and reuses them', async () => {
    const dir = await tempDir();
    const first = await loadConfig({ DATA_DIR: dir });
    const second = await loadConfig({ DATA_DIR: dir });
    expect(second.secrets).toEqual(first.secrets);
    expect(first.secrets.tokenSecret.length).toBeGreaterThanOrEqual(43);
    const mode = (await stat(path.join(dir, SECRETS_FILE))).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('never writes a secret given in the environment to disk', async () => {
    const dir = await tempDir();
    const given = 'x'.repeat(40);
    const config = await loadConfig({ DATA_DIR: dir, TOKEN_SECRET: given });
    expect(config.secrets.tokenSecret).toBe(given);
    const file = await readFile(path.join(dir, SECRETS_FILE), 'utf8');
    expect(file).not.toContain(given);
    expect(JSON.parse(file)).toHaveProperty('adminKey', config.secrets.adminKey);
  });

  it('keeps in-memory runs off the disk', async () => {
    const config = await loadConfig({ DATA_DIR: 'memory://' });
    expect(config.dataDir).toBeNull();
    expect(config.database).toEqual({ kind: 'pglite', dir: null });
  });
});
