import { defineConfig } from 'tsup';

// ESM + declarations. Every non-test module is an entry, so each subpath export has its file.
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.bench.ts', '!src/**/test-*.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2023',
});
