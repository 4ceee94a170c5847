import { describe, expect, it } from 'vitest';
import { loadConfig } from './config/config.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import { startupBanner } from './startup-banner.ts';

describe('startupBanner', () => {
  it('says where to sign in and with which demo accounts, without printing secrets', async () => {
    const config = await loadConfig({ DATA_DIR: 'memory://' });
    const text = startupBanner(
      'http://127.0.0.1:8787',
      { seeded: ['demo accounts'], demoAccounts: DEMO_ACCOUNTS },
      config,
    );
    expect(text).toContain('http://127.0.0.1:8787');
    for (const account of DEMO_ACCOUNTS)
      expect(text).toContain(`${account.email} / ${account.password}`);
    expect(text).toContain('100 matches a day per sport, 72 h ahead');
    expect(text).not.toContain(config.secrets.adminKey);
    expect(text).not.toContain(config.secrets.tokenSecret);
  });

  it('says PGlite is not durable against a power cut, and names the production engine', async () => {
    const lite = await loadConfig({ DATA_DIR: 'memory://' });
    expect(startupBanner('http://127.0.0.1:8787', null, lite)).toMatch(
      /PGlite runs with fsync off: .*not durable against a power cut; production: DATABASE_URL/,
    );
    const postgres = await loadConfig({
      DATA_DIR: 'memory://',
      DATABASE_URL: 'postgres://u:p@localhost/bet',
    });
    const text = startupBanner('http://127.0.0.1:8787', null, postgres);
    expect(text).toContain('(PostgreSQL)');
    expect(text).not.toContain('fsync off');
  });
});
