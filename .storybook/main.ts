// One Storybook for the workspace (design.md): every package's `src/**/*.stories.tsx`.
// STORYBOOK_PACKAGE narrows it to one package, so each package's Vitest run tests only its own
// stories (packages/ui/vitest.config.ts sets it to 'ui').
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const storiesPackage = process.env.STORYBOOK_PACKAGE ?? '*';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [`../packages/${storiesPackage}/src/**/*.stories.tsx`],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Workspace packages resolve to their TypeScript sources (CONTRIBUTING.md, '@bet/source').
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@bet/source', ...defaultClientConditions] },
      // The static Storybook is a developer tool, not a brand site: the 160 KB home budget of
      // design.md does not apply, and Storybook's own manager and docs chunks exceed 500 KB.
      // Plugin timing notes are noise for the same reason, and so are the 'use client'
      // directives of react-router, jotai and React Query (the app stories bundle them; a
      // client-only bundle has no use for them).
      build: {
        chunkSizeWarningLimit: 2048,
        rolldownOptions: { checks: { bundlerTimings: false, moduleLevelDirective: false } },
      },
    }),
};

export default config;
