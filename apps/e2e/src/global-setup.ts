// Before the suite: the reference server, then every brand built (when it has no build yet, or
// always with BET_E2E_BUILD=1) and served by `vite preview` on its e2e port with the API proxy
// pointing at that server. The returned function (the teardown) audits the server's ledger after
// the whole suite, failing the run when money was created or lost, then stops everything.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { discoverBrands } from './brands.ts';
import { API_ORIGIN, auditLedger, startReferenceServer } from './reference-server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopServer = await startReferenceServer();
  // Read by the brands' Vite preset when their config loads.
  process.env.BET_API_TARGET = API_ORIGIN;
  const previews: PreviewServer[] = [];
  try {
    for (const brand of discoverBrands()) {
      const configFile = path.join(brand.dir, 'vite.config.ts');
      if (
        process.env.BET_E2E_BUILD === '1' ||
        !existsSync(path.join(brand.dir, 'dist/index.html'))
      ) {
        await build({ root: brand.dir, configFile, logLevel: 'warn' });
      }
      previews.push(
        await preview({
          root: brand.dir,
          configFile,
          logLevel: 'warn',
          preview: { port: brand.port, strictPort: true },
        }),
      );
    }
  } catch (error) {
    await Promise.all(previews.map((server) => server.close()));
    await stopServer();
    throw error;
  }
  return async () => {
    try {
      const audit = await auditLedger();
      console.info(
        `Ledger audit after the suite: ${audit.consistent ? 'consistent' : 'INCONSISTENT'}, total ${audit.total}`,
      );
      if (!audit.consistent || audit.total !== '0')
        throw new Error(`ledger audit failed: ${JSON.stringify(audit)}`);
    } finally {
      await Promise.all(previews.map((server) => server.close()));
      await stopServer();
    }
  };
}
