// End to end (issue 7): every brand in real Chromium (toolchain.md: /usr/bin/chromium with these
// flags) against the reference server, one Playwright project per brand.
import { defineConfig } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '@bet/vitest-config/chromium';
import { discoverBrands } from './src/brands.ts';

export default defineConfig({
  testDir: 'src/tests',
  globalSetup: './src/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.BET_E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../artifacts/e2e-results',
  use: {
    launchOptions: { executablePath: CHROME_PATH, args: ['--headless', ...CHROMIUM_ARGS] },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: discoverBrands().map((brand) => ({
    name: brand.id,
    use: { baseURL: `http://127.0.0.1:${brand.port}` },
  })),
});
