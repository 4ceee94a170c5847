// End to end (issue 7): every brand in real Chromium (toolchain.md: /usr/bin/chromium with these
// flags) against the reference server, one Playwright project per brand.
import { defineConfig } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '@bet/vitest-config/chromium';
import { discoverBrands } from './src/brands.ts';

const brands = discoverBrands();
/** Specs named *.clock.spec.ts move the server's clock. */
const CLOCK_SPECS = /\.clock\.spec\.ts$/;

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
  projects: [
    ...brands.map((brand) => ({
      name: brand.id,
      testIgnore: CLOCK_SPECS,
      use: { baseURL: `http://127.0.0.1:${brand.port}` },
    })),
    // Journeys that move the reference server's clock (POST /admin/clock) run last, after every
    // other journey, so that no code, token or deadline of another test sees time jump.
    // One brand after another, and one journey at a time within a brand (one worker: the clock
    // specs are several files, which would otherwise run side by side): a journey's clock jump
    // must not land in another's steps.
    ...brands.map((brand, index) => ({
      name: `${brand.id}-clock`,
      testMatch: CLOCK_SPECS,
      fullyParallel: false,
      workers: 1,
      dependencies: [
        ...brands.map((other) => other.id),
        ...(index === 0 ? [] : [`${brands[index - 1]?.id}-clock`]),
      ],
      use: { baseURL: `http://127.0.0.1:${brand.port}` },
    })),
  ],
});
