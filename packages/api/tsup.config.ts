import { defineConfig } from 'tsup';

// ESM + declarations. Every non-test module is an entry, so each subpath export has its file.
// Out of dist: the client's test helpers (client/test-client.ts, client/test-server.ts) and the
// contract of the dev-only test page (contract/test-page.ts) and the request samples of the tests
// (contract/test-requests.ts), which the app and the server import from source only (the
// @bet/source condition; package.json exports them to nobody else).
export default defineConfig({
  entry: [
    'src/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.bench.ts',
    '!src/client/test-*.ts',
    '!src/contract/test-page.ts',
    '!src/contract/test-requests.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
});
