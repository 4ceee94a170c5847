// Rewrites the route table of README.md between the routes markers (`pnpm routes:readme`).
// The sources import workspace packages through the "@bet/source" condition, so they are loaded
// with Vite's module runner and the shared resolve settings, the same way the tests load them.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sourceResolve } from '@bet/vitest-config';
import { runnerImport } from 'vite';

type RoutesModule = { replaceRouteSection: (readme: string) => string };

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const routesPath = fileURLToPath(new URL('../src/routes.ts', import.meta.url));

const { module } = await runnerImport<RoutesModule>(routesPath, {
  configFile: false,
  ...sourceResolve,
});
const before = await readFile(readmePath, 'utf8');
const after = module.replaceRouteSection(before);
await writeFile(readmePath, after);
console.info(
  before === after ? 'README route table already up to date' : 'README route table rewritten',
);
