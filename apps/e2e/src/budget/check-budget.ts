// The first-render budget (design.md; issue 18): the JavaScript and strings a browser fetches
// before home's first screen has content, gzip, for every brand. Each brand's production build
// (apps/<brand>/dist: build first) is served by `vite preview` against the reference server and
// opened in headless Chromium as a logged-out visitor on a phone, in the brand's default language,
// in a fresh profile (nothing cached or stored). first-screen.ts says when the first screen has
// content and what counts; budget.ts gzips each body itself (level 9) and sums. Prints per brand
// the total, its heaviest files and what follows before the first picture; exits 1 when a brand
// is over the budget or could not be measured.
//   pnpm --filter @bet/e2e budget            every brand
//   pnpm --filter @bet/e2e budget jcbet      one brand
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '@bet/vitest-config/chromium';
import { brandDefaultLanguage, discoverBrands, type BrandApp } from '../brands.ts';
import { servePreview } from '../preview.ts';
import { startReferenceServer } from '../reference-server.ts';
import { brandReport, BUDGET_BYTES, kb, type Verdict } from './budget.ts';
import { measureFirstScreen } from './first-screen.ts';

const API_PORT = Number(process.env.BET_BUDGET_API_PORT ?? 8792);
const PREVIEW_BASE_PORT = Number(process.env.BET_BUDGET_PREVIEW_PORT ?? 6301);
/** Lighthouse's mobile device (Moto G Power): what home shows a phone. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** Whether a URL names a file of the build in `dist` served by the preview at `origin`. */
function buildFiles(dist: string, origin: string): (url: string) => boolean {
  return (url) => {
    const parsed = new URL(url);
    if (parsed.origin !== origin) return false;
    const file = path.join(dist, decodeURIComponent(parsed.pathname));
    return file.startsWith(dist + path.sep) && existsSync(file) && statSync(file).isFile();
  };
}

async function measureBrand(browser: Browser, brand: BrandApp, port: number): Promise<Verdict> {
  const dist = path.join(brand.dir, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('no build: run pnpm build first');
  const language = brandDefaultLanguage(brand.id);
  const server = await servePreview(brand, port);
  // The browser offers the default language only, so detection lands on it.
  // bypassCSP: the site's policy refuses eval, which Playwright's waitForFunction polling needs;
  // it changes nothing the page fetches.
  const context = await browser.newContext({
    ...PHONE,
    locale: language,
    serviceWorkers: 'block',
    bypassCSP: true,
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const measure = await measureFirstScreen(context, `${origin}/`, {
      isBuildFile: buildFiles(dist, origin),
    });
    const { verdict, lines } = brandReport({ brand: brand.id, language, ...measure });
    console.info(lines.join('\n'));
    return verdict;
  } finally {
    await context.close();
    await server.close();
  }
}

async function main(): Promise<boolean> {
  const wanted = process.argv.slice(2);
  const brands = discoverBrands().filter((b) => wanted.length === 0 || wanted.includes(b.id));
  if (brands.length === 0) throw new Error(`no brand matches ${wanted.join(', ')}`);
  const stopServer = await startReferenceServer(API_PORT);
  process.env.BET_API_TARGET = `http://127.0.0.1:${API_PORT}`;
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  let passed = true;
  console.info(
    `JavaScript and strings fetched before home's first screen (gzip -9, Chromium, phone, ` +
      `logged out): budget ${kb(BUDGET_BYTES)}`,
  );
  try {
    for (const [index, brand] of brands.entries()) {
      try {
        const verdict = await measureBrand(browser, brand, PREVIEW_BASE_PORT + index);
        passed &&= verdict !== 'OVER BUDGET';
      } catch (error) {
        passed = false;
        console.error(`  ${brand.id.padEnd(12)} not measured: ${String(error)}`);
      }
    }
  } finally {
    await browser.close();
    await stopServer();
  }
  return passed;
}

process.exit((await main()) ? 0 : 1);
