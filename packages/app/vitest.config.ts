// Three Vitest projects. 'browser' runs the application's tests in headless Chromium (toolchain.md:
// /usr/bin/chromium with these flags), so IndexedDB, Web Crypto, layout and events are the real
// ones. 'storybook' runs every app story as a test there too (play functions and the a11y
// addon's axe checks, as in @bet/ui). 'node' runs the build-side code (the Vite preset, the lint
// rule) where it really runs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumBrowser, sourceResolve } from '@bet/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const NODE_TESTS = ['src/vite/**/*.test.ts', 'eslint/**/*.test.ts'];
const storybookConfigDir = path.resolve(dirname, '../../.storybook');

// Read by .storybook/main.ts: this package's run tests this package's stories only.
process.env.STORYBOOK_PACKAGE = 'app';

export default defineConfig({
  ...sourceResolve,
  // Scan every source up front: a dependency found mid-run makes Vite reload the page and fail
  // the tests that were running (first runs on a fresh clone, as in CI).
  optimizeDeps: {
    entries: [
      path.join(dirname, 'src/**/*.{ts,tsx}'),
      path.join(dirname, 'test/**/*.{ts,tsx}'),
      // Design-system parts with dependencies of their own that app code reaches only lazily.
      path.join(dirname, '../ui/src/components/virtual-list/virtual-list.tsx'),
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        // The Storybook project resolves from the workspace root, where these are not installed.
        optimizeDeps: {
          include: ['@testing-library/react', '@testing-library/user-event', 'react-dom/client'],
        },
        test: {
          name: 'browser',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: NODE_TESTS,
          setupFiles: ['test/setup.ts'],
          // Room for the 10 s findBy* wait of test/setup.ts on a loaded CI machine.
          testTimeout: 30_000,
          browser: chromiumBrowser(),
        },
      },
      {
        extends: true,
        // The Storybook plugin brings the framework's Vite setup (React included).
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        test: {
          name: 'storybook',
          // Room for the 10 s findBy* wait of test/storybook/app-story.tsx.
          testTimeout: 30_000,
          browser: chromiumBrowser(),
          setupFiles: [path.join(storybookConfigDir, 'vitest.setup.ts')],
        },
      },
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: NODE_TESTS },
      },
    ],
  },
});
