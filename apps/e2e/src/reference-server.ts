// Starts the reference server (apps/server) for the suite: in-memory database, its own port, and
// waits until it answers. Stopped by the global teardown.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { discoverBrands, ROOT } from './brands.ts';

export const API_PORT = Number(process.env.BET_E2E_API_PORT ?? 8790);
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
/** The operator key of the suite's server (its X-Admin-Key header): approves withdrawals, audits. */
export const ADMIN_KEY = process.env.BET_E2E_ADMIN_KEY ?? 'e2e-operator-key-0123456789abcdef';

async function waitUntilUp(child: ChildProcess, origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`reference server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${origin}/api/v1/games/availability`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`reference server did not answer on ${origin} within ${timeoutMs} ms`);
}

export interface LedgerAudit {
  readonly consistent: boolean;
  readonly total: string;
  readonly mismatches: readonly { account_id: number; cached: string; summed: string }[];
}

/** The server's ledger audit: every cached balance equals the sum of its postings, the total 0. */
export async function auditLedger(origin: string = API_ORIGIN): Promise<LedgerAudit> {
  const answer = await fetch(`${origin}/admin/ledger/audit`, {
    headers: { 'X-Admin-Key': ADMIN_KEY },
  });
  const body = (await answer.json()) as { code: number; msg: string; data: LedgerAudit };
  if (!answer.ok || body.code !== 0) throw new Error(`ledger audit: ${answer.status} ${body.msg}`);
  return body.data;
}

/**
 * The suite's brand sites, which frame the server's chat and game pages: the server's
 * Content-Security-Policy lets only these origins do it (BRAND_ORIGINS).
 */
export function suiteBrandOrigins(): string {
  return discoverBrands()
    .flatMap((brand) => [`http://127.0.0.1:${brand.port}`, `http://localhost:${brand.port}`])
    .join(',');
}

/** Starts the server on `port` (the suite's API_PORT by default); resolves with its stop. */
export async function startReferenceServer(port: number = API_PORT): Promise<() => Promise<void>> {
  const cwd = path.join(ROOT, 'apps/server');
  const child = spawn(
    process.execPath,
    ['--import', '@bet/vitest-config/source-hooks', '--conditions=@bet/source', 'src/main.ts'],
    {
      cwd,
      env: {
        ...process.env,
        DATA_DIR: 'memory://',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_KEY,
        BRAND_ORIGINS: suiteBrandOrigins(),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitUntilUp(child, `http://127.0.0.1:${port}`, 60_000);
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 6000))]);
  };
}
