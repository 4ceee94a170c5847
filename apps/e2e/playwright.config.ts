// End to end (issue 7): every brand in real Chromium (toolchain.md: /usr/bin/chromium with these
// flags) against the reference server, one Playwright project per brand.
import { defineConfig } from '@playwright/test';
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
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: discoverBrands().map((brand) => ({
    name: brand.id,
    use: { baseURL: `http://127.0.0.1:${brand.port}` },
  })),
});
