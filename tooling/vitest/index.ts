// Shared Vitest preset. Workspace packages resolve to their TypeScript sources through the
// "@bet/source" export condition, so tests never need a prior build.
import { playwright } from '@vitest/browser-playwright';
import { CHROME_PATH, CHROMIUM_ARGS } from '@bet/vitest-config/chromium';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

export const SOURCE_CONDITION = '@bet/source';

export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
} satisfies ViteUserConfig;

/** Node-environment unit tests beside the code (`*.test.ts`). */
export function nodeConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
  return mergeConfig(
    defineConfig({
      ...sourceResolve,
      test: {
        environment: 'node',
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        benchmark: { include: ['src/**/*.bench.ts', 'bench/**/*.bench.ts'] },
      },
    }),
    overrides,
  );
}

/**
 * Vitest browser mode in headless Chromium. A fresh object per call: Vitest writes each
 * project's name into it.
 */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    // Failure screenshots would land in the package folder; the error output is enough.
    screenshotFailures: false,
    provider: playwright({
      launchOptions: { executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS] },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

export { CHROME_PATH, CHROMIUM_ARGS } from '@bet/vitest-config/chromium';
