// Lighthouse mobile performance of the home route (issue 7 budgets; design.md: at least 95), per
// brand, against each brand's production build served by `vite preview` and the reference server.
// Prints the score and the lab metrics against the target of design.md (95), writes each JSON
// report to artifacts/lighthouse/ and every brand's figures to artifacts/lighthouse/summary.json.
// Figures only, never a gate: a lab score moves with the machine's load, so no score (and no brand
// Lighthouse could not measure) fails the command; only a harness that cannot start does. The
// byte budget (`pnpm budget`) is the gate.
//   pnpm --filter @bet/e2e lighthouse            every brand (build them first: pnpm build)
//   pnpm --filter @bet/e2e lighthouse jcbet      one brand
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROME_PATH, CHROMIUM_ARGS } from '@bet/vitest-config/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview, type PreviewServer } from 'vite';
import { discoverBrands, ROOT, type BrandApp } from '../brands.ts';
import { startReferenceServer } from '../reference-server.ts';
import { summarize, type LighthouseSummary } from './summary.ts';

const API_PORT = Number(process.env.BET_LIGHTHOUSE_API_PORT ?? 8791);
const PREVIEW_BASE_PORT = 6201;
const TARGET = 95;
const REPORTS = path.join(ROOT, 'artifacts/lighthouse');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

async function servePreview(brand: BrandApp, port: number): Promise<PreviewServer> {
  return preview({
    root: brand.dir,
    configFile: path.join(brand.dir, 'vite.config.ts'),
    logLevel: 'warn',
    preview: { port, strictPort: true },
  });
}

async function audit(url: string, chromePort: number): Promise<LighthouseSummary> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (result === undefined) throw new Error(`lighthouse returned nothing for ${url}`);
  return summarize(result.lhr, typeof result.report === 'string' ? result.report : '');
}

/** One brand's line in summary.json: its figures, or why Lighthouse could not measure it. */
type BrandFigures =
  | { readonly brand: string; readonly score: number; readonly metrics: Record<string, string> }
  | { readonly brand: string; readonly error: string };

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const brands = discoverBrands().filter((b) => wanted.length === 0 || wanted.includes(b.id));
  if (brands.length === 0) throw new Error(`no brand matches ${wanted.join(', ')}`);
  mkdirSync(REPORTS, { recursive: true });
  const stopServer = await startReferenceServer(API_PORT);
  process.env.BET_API_TARGET = `http://127.0.0.1:${API_PORT}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const figures: BrandFigures[] = [];
  console.info(`Lighthouse mobile performance of home (target ${TARGET}; figures, not a gate):`);
  try {
    for (const [index, brand] of brands.entries()) {
      const server = await servePreview(brand, PREVIEW_BASE_PORT + index);
      try {
        const summary = await audit(`http://127.0.0.1:${PREVIEW_BASE_PORT + index}/`, chrome.port);
        writeFileSync(path.join(REPORTS, `${brand.id}-home.json`), summary.report);
        figures.push({ brand: brand.id, score: summary.score, metrics: { ...summary.metrics } });
        const verdict = summary.score < TARGET ? 'below target' : 'ok';
        console.info(`  ${brand.id.padEnd(12)} ${summary.line}  ${verdict}`);
      } catch (error) {
        figures.push({ brand: brand.id, error: String(error) });
        console.error(`  ${brand.id.padEnd(12)} not measured: ${String(error)}`);
      } finally {
        await server.close();
      }
    }
  } finally {
    chrome.kill();
    await stopServer();
  }
  const summaryFile = path.join(REPORTS, 'summary.json');
  writeFileSync(summaryFile, `${JSON.stringify({ target: TARGET, brands: figures }, null, 2)}\n`);
  console.info(`figures in ${path.relative(ROOT, summaryFile)}`);
}

await main();
process.exit(0);
