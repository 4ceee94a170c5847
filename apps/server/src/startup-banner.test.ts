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
});
