// INP in the lab for the bet slip (issue 18): with a 15-leg slip open beside a sport lobby, how
// long (a) picking one more price and (b) typing into the stake take to answer, at 4x CPU
// slowdown, per brand with sports. Each brand's production build is served by `vite preview`
// against the reference server and driven in Chromium (Playwright, a 1280 x 900 desktop, the
// brand's language, the demo member signed in); slip-journey.ts builds the slip, then the CPU is
// slowed through CDP and each interaction is repeated: the price picked and unpicked, a digit
// typed and erased. event-timing.ts measures each as INP does (Event Timing, the longest event of
// the interaction). Prints the median and the maximum against the 100 ms goal and writes them to
// artifacts/inp/summary.json.
// Figures only, never a gate: timings move with the machine's load, so only a harness that
// cannot start fails the command.
//   pnpm --filter @bet/e2e inp                  every brand with sports (build them first)
//   pnpm --filter @bet/e2e inp bdbet solbet     some brands
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROME_PATH, CHROMIUM_ARGS } from '@bet/vitest-config/chromium';
import { chromium, type Browser } from '@playwright/test';
import {
  brandDefaultLanguage,
  brandFlag,
  brandSports,
  discoverBrands,
  ROOT,
  type BrandApp,
} from '../brands.ts';
import { signInDemo } from '../lighthouse/pages.ts';
import { servePreview } from '../preview.ts';
import { startReferenceServer } from '../reference-server.ts';
import { brandText } from '../tests/brand-text.ts';
import { measureInteraction, watchInteractions } from './event-timing.ts';
import {
  figuresLine,
  interactionFigures,
  INP_GOAL_MS,
  type InteractionFigures,
  type InteractionTiming,
} from './figures.ts';
import { buildSlip, SLIP_LEGS } from './slip-journey.ts';

const API_PORT = Number(process.env.BET_INP_API_PORT ?? 8794);
const PREVIEW_BASE_PORT = Number(process.env.BET_INP_PREVIEW_PORT ?? 6501);
const CPU_SLOWDOWN = 4;
/** Each interaction is measured this many times each way (picked and unpicked; typed and erased). */
const REPEATS = 5;
const DESKTOP = { width: 1280, height: 900 } as const;
const ARTIFACTS = path.join(ROOT, 'artifacts/inp');
/** The Performance panel's own categories, with the JavaScript sampling profiler. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'latencyInfo',
  'disabled-by-default-v8.cpu_profiler',
];

type BrandFigures = { readonly brand: string; readonly sport?: string } & (
  | { readonly odd: InteractionFigures; readonly stake: InteractionFigures }
  | { readonly error: string }
);

async function measureBrand(
  browser: Browser,
  brand: BrandApp,
  port: number,
): Promise<BrandFigures> {
  // Cricket has a slip of its own; the lobby's slip is the other sports'.
  const sport = brandSports(brand.id).find((key) => key !== 'cricket');
  if (sport === undefined) throw new Error('no sport with the bet slip among its sports');
  const server = await servePreview(brand, port);
  // bypassCSP: the site's policy refuses eval, which Playwright's waitFor polling needs.
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: brandDefaultLanguage(brand.id),
    serviceWorkers: 'block',
    bypassCSP: true,
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const page = await context.newPage();
    await watchInteractions(page);
    await signInDemo(page, origin);
    const { toggle, stake } = await buildSlip(page, origin, sport, brandText(brand.id));
    // BET_INP_TRACE=1 keeps a Chrome performance trace of the measured interactions (open it in
    // DevTools' Performance panel) to see where an interaction's time goes.
    const trace = process.env.BET_INP_TRACE === '1';
    if (trace)
      await browser.startTracing(page, {
        path: path.join(ARTIFACTS, `${brand.id}-trace.json`),
        categories: TRACE_CATEGORIES,
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const odd: InteractionTiming[] = [];
    const typed: InteractionTiming[] = [];
    for (let i = 0; i < REPEATS; i += 1) {
      for (const pressed of ['true', 'false']) {
        odd.push(await measureInteraction(page, () => toggle.click()));
        if ((await toggle.getAttribute('aria-pressed')) !== pressed)
          throw new Error(`the price did not toggle to aria-pressed=${pressed}`);
      }
    }
    await stake.click();
    await stake.press('End');
    for (let i = 0; i < REPEATS; i += 1) {
      for (const key of ['5', 'Backspace']) {
        typed.push(await measureInteraction(page, () => page.keyboard.press(key)));
        const value = await stake.inputValue();
        if (value !== (key === '5' ? '105' : '10')) throw new Error(`the stake reads ${value}`);
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (trace) await browser.stopTracing();
    return {
      brand: brand.id,
      sport,
      odd: interactionFigures(odd),
      stake: interactionFigures(typed),
    };
  } finally {
    await context.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const brands = discoverBrands()
    .filter((b) => wanted.length === 0 || wanted.includes(b.id))
    .filter((b) => brandFlag(b.id, 'sports'));
  if (brands.length === 0) throw new Error(`no brand with sports matches ${wanted.join(', ')}`);
  mkdirSync(ARTIFACTS, { recursive: true });
  const stopServer = await startReferenceServer(API_PORT);
  process.env.BET_API_TARGET = `http://127.0.0.1:${API_PORT}`;
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  const figures: BrandFigures[] = [];
  console.info(
    `INP of the bet slip, ${SLIP_LEGS} legs open, ${CPU_SLOWDOWN}x CPU slowdown ` +
      `(goal ${INP_GOAL_MS} ms; figures, not a gate):`,
  );
  try {
    for (const [index, brand] of brands.entries()) {
      try {
        const measured = await measureBrand(browser, brand, PREVIEW_BASE_PORT + index);
        figures.push(measured);
        if ('odd' in measured) {
          console.info(`  ${brand.id.padEnd(10)} ${figuresLine('odd', measured.odd)}`);
          console.info(`  ${''.padEnd(10)} ${figuresLine('stake', measured.stake)}`);
        }
      } catch (error) {
        console.error(`  ${brand.id.padEnd(10)} not measured: ${String(error)}`);
        figures.push({ brand: brand.id, error: String(error) });
      }
    }
  } finally {
    await browser.close();
    await stopServer();
  }
  const summaryFile = path.join(ARTIFACTS, 'summary.json');
  const summary = {
    goalMs: INP_GOAL_MS,
    cpuSlowdown: CPU_SLOWDOWN,
    legs: SLIP_LEGS,
    brands: figures,
  };
  writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.info(`figures in ${path.relative(ROOT, summaryFile)}`);
}

await main();
process.exit(0);
