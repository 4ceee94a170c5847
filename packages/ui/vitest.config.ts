// Two Vitest projects, both in headless Chromium (toolchain.md: /usr/bin/chromium + these flags):
// 'unit' runs the `*.test.ts(x)` files beside the code; 'storybook' runs every @bet/ui story as a
// test (play functions + the a11y addon's axe checks).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumBrowser, sourceResolve } from '@bet/vitest-config';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const storybookConfigDir = path.resolve(dirname, '../../.storybook');

// Read by .storybook/main.ts: this package's run tests this package's stories only.
process.env.STORYBOOK_PACKAGE = 'ui';

export default defineConfig({
  ...sourceResolve,
  // Scan every source up front: a dependency discovered mid-run makes Vite reload the page and
  // fail the tests that were running (first runs on a fresh clone, as in CI).
  optimizeDeps: { entries: [path.join(dirname, 'src/**/*.{ts,tsx}')] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          setupFiles: ['test/setup.ts'],
          browser: chromiumBrowser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        test: {
          name: 'storybook',
          browser: chromiumBrowser(),
          setupFiles: [path.join(storybookConfigDir, 'vitest.setup.ts')],
        },
      },
    ],
  },
});
