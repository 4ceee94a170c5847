// Rewrites the route table of README.md between the routes markers (`pnpm routes:readme`).
// Run by Node with the workspace's source hooks (the package.json script), so the contract is
// read from its TypeScript sources like everywhere else.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { replaceRouteSection } from '../src/routes';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const before = await readFile(readmePath, 'utf8');
const after = replaceRouteSection(before);
await writeFile(readmePath, after);
console.info(
  before === after ? 'README route table already up to date' : 'README route table rewritten',
);
