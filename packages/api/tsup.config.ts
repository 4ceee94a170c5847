import { defineConfig } from 'tsup';

// ESM + declarations. Every non-test module is an entry, so each subpath export has its file.
// Only the client's test helpers (client/test-client.ts, client/test-server.ts) stay out: a
// `test-*` glob over all of src also dropped contract/test-page.ts, which the app imports.
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.bench.ts', '!src/client/test-*.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
});
