// Two Vitest projects. 'browser' runs the application's tests in headless Chromium (toolchain.md:
// /usr/bin/chromium with these flags), so IndexedDB, Web Crypto, layout and events are the real
// ones. 'node' runs the build-side code (the Vite preset, the lint rule) where it really runs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { sourceResolve } from '@bet/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const NODE_TESTS = ['src/vite/**/*.test.ts', 'eslint/**/*.test.ts'];

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  // Scan every source up front: a dependency found mid-run makes Vite reload the page and fail
  // the tests that were running (first runs on a fresh clone, as in CI).
  optimizeDeps: {
    entries: [path.join(dirname, 'src/**/*.{ts,tsx}'), path.join(dirname, 'test/**/*.{ts,tsx}')],
    include: ['@testing-library/react', '@testing-library/user-event', 'react-dom/client'],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: NODE_TESTS,
          setupFiles: ['test/setup.ts'],
          // Room for the 10 s findBy* wait of test/setup.ts on a loaded CI machine.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-quic',
                  '--no-first-run',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                ],
              },
            }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      },
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: NODE_TESTS },
      },
    ],
  },
});
