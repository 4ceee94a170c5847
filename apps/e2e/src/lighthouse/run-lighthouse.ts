// Lighthouse mobile performance (design.md: at least 95) of the pages of pages.ts (home logged out,
// the brand's first sport lobby with the feed's matches, the lottery signed in), per brand,
// against each brand's production build served by `vite preview` and the reference server. Each
// page is audited `--runs` times (3 by default; CI passes 1) and the median of each figure is
// printed: the score and the lab metrics (FCP, LCP, TBT, CLS, SI) against the target. The JSON
// report of the median run goes to artifacts/lighthouse/<brand>-<page>.json and every figure to
// artifacts/lighthouse/summary.json.
// Figures only, never a gate: a lab score moves with the machine's load, so no score (and no brand
// Lighthouse could not measure) fails the command; only a harness that cannot start does. The
// byte budget (`pnpm budget`) is the gate.
//   pnpm --filter @bet/e2e lighthouse                   every brand, 3 runs a page (build first: pnpm build)
//   pnpm --filter @bet/e2e lighthouse jcbet             one brand
//   pnpm --filter @bet/e2e lighthouse --runs=1 jcbet    one run a page (CI)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROME_PATH, CHROMIUM_ARGS } from '@bet/vitest-config/chromium';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { discoverBrands, ROOT, type BrandApp } from '../brands.ts';
import { servePreview } from '../preview.ts';
import { startReferenceServer } from '../reference-server.ts';
import { AUDITED_PAGES, signInDemo, type AuditedPage } from './pages.ts';
import { parseArgs } from './run-options.ts';
import { medianSummary, summarize, type LighthouseSummary } from './summary.ts';

const API_PORT = Number(process.env.BET_LIGHTHOUSE_API_PORT ?? 8791);
const PREVIEW_BASE_PORT = Number(process.env.BET_LIGHTHOUSE_PREVIEW_PORT ?? 6201);
const TARGET = 95;
const REPORTS = path.join(ROOT, 'artifacts/lighthouse');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Audits `url`; a signed-in page keeps the browser's storage (Lighthouse clears it otherwise). */
async function audit(url: string, chromePort: number, member: boolean): Promise<LighthouseSummary> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: member,
  });
  if (result === undefined) throw new Error(`lighthouse returned nothing for ${url}`);
  const report = typeof result.report === 'string' ? result.report : '';
  return summarize(result.lhr, report, result.artifacts.Trace?.traceEvents);
}

/** One page's line in summary.json: its figures, or why Lighthouse could not measure it. */
type PageFigures = { readonly brand: string; readonly page: string; readonly path: string } & (
  | {
      readonly runs: number;
      readonly score: number;
      readonly metrics: LighthouseSummary['metrics'];
      readonly values: LighthouseSummary['values'];
      /** How much of the blocking time is the page's own work (main-thread.ts). */
      readonly mainThread: LighthouseSummary['mainThread'];
      /** Every run's score, to see the spread behind the median. */
      readonly scores: readonly number[];
    }
  | { readonly error: string }
);

/** Signs the demo member in on the preview origin, driving the audited Chrome over CDP. */
async function signIn(chromePort: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await signInDemo(page, origin);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function measure(
  brand: BrandApp,
  page: AuditedPage,
  origin: string,
  chromePort: number,
  runs: number,
): Promise<PageFigures> {
  const where = { brand: brand.id, page: page.name, path: page.path(brand.id) };
  try {
    await page.ready?.(brand.id, `http://127.0.0.1:${API_PORT}`);
    const summaries: LighthouseSummary[] = [];
    // Once: the audits of a member's page keep the browser's storage, so the session stays (the
    // login form would not open for a member a second time).
    if (page.member) await signIn(chromePort, origin);
    for (let run = 0; run < runs; run += 1) {
      summaries.push(await audit(`${origin}${where.path}`, chromePort, page.member));
    }
    const summary = medianSummary(summaries);
    writeFileSync(path.join(REPORTS, `${brand.id}-${page.name}.json`), summary.report);
    const verdict = summary.score < TARGET ? 'below target' : 'ok';
    const spread = runs > 1 ? `  (scores ${summaries.map((s) => s.score).join(', ')})` : '';
    console.info(
      `  ${brand.id.padEnd(10)} ${page.name.padEnd(8)} ${summary.line}  ${verdict}${spread}`,
    );
    return {
      ...where,
      runs,
      score: summary.score,
      metrics: summary.metrics,
      values: summary.values,
      mainThread: summary.mainThread,
      scores: summaries.map((s) => s.score),
    };
  } catch (error) {
    console.error(`  ${brand.id.padEnd(10)} ${page.name.padEnd(8)} not measured: ${String(error)}`);
    return { ...where, error: String(error) };
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const { runs, brands: wanted } = parseArgs(process.argv.slice(2));
  const brands = discoverBrands().filter((b) => wanted.length === 0 || wanted.includes(b.id));
  if (brands.length === 0) throw new Error(`no brand matches ${wanted.join(', ')}`);
  mkdirSync(REPORTS, { recursive: true });
  const stopServer = await startReferenceServer(API_PORT);
  process.env.BET_API_TARGET = `http://127.0.0.1:${API_PORT}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const figures: PageFigures[] = [];
  console.info(
    `Lighthouse mobile performance, median of ${runs} run(s) a page (target ${TARGET}; figures, not a gate):`,
  );
  try {
    for (const [index, brand] of brands.entries()) {
      const port = PREVIEW_BASE_PORT + index;
      const server = await servePreview(brand, port);
      try {
        for (const page of AUDITED_PAGES.filter((p) => p.offeredBy(brand.id)))
          figures.push(await measure(brand, page, `http://127.0.0.1:${port}`, chrome.port, runs));
      } finally {
        await server.close();
      }
    }
  } finally {
    chrome.kill();
    await stopServer();
  }
  const summaryFile = path.join(REPORTS, 'summary.json');
  const seconds = Math.round((Date.now() - started) / 1000);
  const summary = { target: TARGET, runs, seconds, pages: figures };
  writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.info(`figures in ${path.relative(ROOT, summaryFile)} (${seconds} s in all)`);
}

await main();
process.exit(0);
