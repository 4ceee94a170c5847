import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '@bet/vitest-config/chromium';
import { preview } from 'vite';
import { discoverBrands } from '../src/brands.ts';
import { startReferenceServer } from '../src/reference-server.ts';
import { signInDemo } from '../src/lighthouse/pages.ts';

const brandId = process.argv[2] ?? 'lunabet';
const brand = discoverBrands().find((b) => b.id === brandId)!;
const stop = await startReferenceServer(8795);
process.env.BET_API_TARGET = 'http://127.0.0.1:8795';
const server = await preview({ root: brand.dir, configFile: path.join(brand.dir, 'vite.config.ts'), logLevel: 'warn', preview: { port: 6299, strictPort: true } });
console.error('preview up'); const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--headless', ...CHROMIUM_ARGS] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
console.error('signing in'); await signInDemo(page, 'http://127.0.0.1:6299'); console.error('signed in');
await page.addInitScript(() => {
  (window as any).__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) {
      (window as any).__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s: any) => ({ n: s.node?.outerHTML?.slice(0, 140), from: [s.previousRect.y, s.previousRect.height], to: [s.currentRect.y, s.currentRect.height] })) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto('http://127.0.0.1:6299/lottery/hkmarksix');
await page.waitForTimeout(6000);
console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
await page.screenshot({ path: '/tmp/w/lottery-phone.png', fullPage: false });
await browser.close(); await server.close(); await stop();
process.exit(0);
