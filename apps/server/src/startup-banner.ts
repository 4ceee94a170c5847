// What `pnpm dev` prints once it listens: where to sign in and with which demo account.
import type { Config } from './config/config.ts';
import type { SeedReport } from './seed/seed.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';

export function startupBanner(url: string, seeded: SeedReport | null, config: Config): string {
  const lines = [
    '',
    `  @bet reference server on ${url}  (${config.database.kind === 'pglite' ? `PGlite in ${config.database.dir ?? 'memory'}` : 'PostgreSQL'})`,
    `  API under ${url}/api/v1/...   wallet socket ${url.replace(/^http/, 'ws')}/wss-new?token=...`,
  ];
  if (config.database.kind === 'pglite')
    lines.push(
      '  PGlite runs with fsync off: for development, demos and tests, not durable against a power cut; production: DATABASE_URL (PostgreSQL)',
    );
  if (config.devMailbox)
    lines.push(`  one-time codes: ${url}/dev/mailbox?to=<email or +<area><number>>`);
  lines.push('  sign in (POST /api/v1/sign_in/ with { account, password }) as:');
  for (const account of DEMO_ACCOUNTS) {
    lines.push(
      `    ${account.label.padEnd(12)} ${account.email} / ${account.password}  (payment password ${account.paymentPassword}, ${account.balance} USDT at seed)`,
    );
  }
  lines.push(
    `  operator endpoints: header X-Admin-Key (ADMIN_KEY, or adminKey in ${config.dataDir ?? 'memory'}/secrets.json)`,
  );
  const feeds = config.feeds;
  lines.push(
    `  feeds: ${feeds.matchesPerDay} matches a day per sport, ${feeds.horizonHours} h ahead; fast mark six every 3-10 min, pk10 every 3 min` +
      (feeds.tickMs === 0 ? ' (clock driven by POST /admin/feeds/tick)' : '') +
      (feeds.seed === null ? '' : ' (seeded: reproducible draws)'),
  );
  if (seeded && seeded.seeded.length > 0)
    lines.push(`  seeded on this start: ${seeded.seeded.join(', ')}`);
  return `${lines.join('\n')}\n`;
}
