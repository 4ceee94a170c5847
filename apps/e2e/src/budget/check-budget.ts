// The first-render budget of design.md: at most 180 KB of JavaScript, gzip, loaded before the
// first render of the home route, for every brand. Reads each brand's production build and its
// Vite manifest (apps/<brand>/dist, `pnpm build` first; module-graph.ts says what counts), prints
// the figures and exits 1 when a brand is over or has no build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { discoverBrands } from '../brands.ts';
import { firstRenderFiles, type Manifest } from './module-graph.ts';

export const BUDGET_BYTES = 180 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function measure(dist: string) {
  const gzip = (file: string) => gzipSync(readFileSync(path.join(dist, file))).byteLength;
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const files = firstRenderFiles(manifest, gzip).map((file) => ({ file, gzip: gzip(file) }));
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

let failed = false;
console.info(`first-render JavaScript of the home route (gzip), budget ${kb(BUDGET_BYTES)}:`);
for (const brand of discoverBrands()) {
  const dist = path.join(brand.dir, 'dist');
  if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.error(`  ${brand.id.padEnd(12)} no build: run pnpm build first`);
    failed = true;
    continue;
  }
  const { files, total } = measure(dist);
  const over = total > BUDGET_BYTES;
  failed ||= over;
  const largest = [...files].sort((a, b) => b.gzip - a.gzip)[0];
  console.info(
    `  ${brand.id.padEnd(12)} ${kb(total).padStart(9)} in ${files.length} files` +
      `${largest ? `, largest ${path.basename(largest.file)} ${kb(largest.gzip)}` : ''}` +
      `  ${over ? 'OVER BUDGET' : 'ok'}`,
  );
}
process.exit(failed ? 1 : 0);
