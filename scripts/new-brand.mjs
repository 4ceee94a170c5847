#!/usr/bin/env node
// pnpm new-brand <id> [--name "Display Name"] [--port 5108] [--skip-install]
//
// Scaffolds apps/<id>: a brand app that builds and runs at once (issue 7). It holds only what a
// brand owns: brand.ts (theme and footer), the entry, index.html, the Vite config (the shared
// preset of @bet/app) and an SVG logo. The brand's facts (id, name, languages, flags, rules), which
// the server reads too, go into @bet/domain's BRANDS (packages/domain/src/brands.ts), and brand.ts
// spreads them in. Edit both afterwards; the brand's test checks the config and the palette's
// contrast.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = path.join(ROOT, 'apps');
const BRAND_FACTS = path.join(ROOT, 'packages/domain/src/brands.ts');
const FIRST_PORT = 5101;
const ID = /^[a-z][a-z0-9-]{1,30}$/;
// Names taken by the workspace's own packages and folders.
const RESERVED = new Set([
  'app',
  'api',
  'ui',
  'domain',
  'i18n',
  'server',
  'e2e',
  'wallet-socket',
  'tooling',
]);

class NewBrandError extends Error {}

/** @param {string[]} argv */
export function parseOptions(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      port: { type: 'string' },
      'skip-install': { type: 'boolean', default: false },
    },
  });
  const id = positionals[0] ?? '';
  if (!ID.test(id)) {
    throw new NewBrandError(
      `brand id must be lower-case letters, digits and dashes (2-31), got "${id}"`,
    );
  }
  if (RESERVED.has(id)) throw new NewBrandError(`"${id}" is taken by the workspace`);
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port >= 1024 && port <= 65535)) {
    throw new NewBrandError(`--port must be an integer from 1024 to 65535, got ${values.port}`);
  }
  const name = values.name ?? `${id.charAt(0).toUpperCase()}${id.slice(1)}`;
  return { id, name, port, install: !values['skip-install'] };
}

/** Ports already used by brand apps (their vite.config.ts). */
function usedPorts() {
  return readdirSync(APPS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(APPS, entry.name, 'vite.config.ts'))
    .filter((file) => existsSync(file))
    .map((file) => Number(/port:\s*(\d+)/.exec(readFileSync(file, 'utf8'))?.[1] ?? NaN))
    .filter(Number.isFinite);
}

/** A stable hue from the id, so each new brand gets its own logo colour. */
function hueOf(id) {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** A TypeScript string literal, in the repository's quotes. */
function quoted(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The key of an object literal: the id itself where it is an identifier, else quoted. */
function key(id) {
  return /^[a-z][a-z0-9]*$/.test(id) ? id : quoted(id);
}

/**
 * brands.ts (@bet/domain) with the new brand's facts: its id last in BRAND_IDS and its entry last
 * in BRANDS, with the flags and languages the scaffold starts from.
 * @param {string} source
 * @param {{ id: string, name: string }} brand
 */
export function withBrandFacts(source, { id, name }) {
  const ids = /(export const BRAND_IDS = \[\n)([\s\S]*?)(\] as const;)/.exec(source);
  const table = /(export const BRANDS: [^\n]*= \{\n)([\s\S]*?\n)(\};\n)/.exec(source);
  if (ids === null || table === null) {
    throw new NewBrandError('packages/domain/src/brands.ts: no BRAND_IDS or BRANDS to add to');
  }
  if (ids[2]?.includes(quoted(id))) throw new NewBrandError(`BRANDS already has "${id}"`);
  const entry = `  ${key(id)}: {
    id: ${quoted(id)},
    flags: {
      sports: {
        menu: 'jcsports',
        sports: ['soccer', 'basketball'],
      },
      lottery: true,
      racing: false,
      games: true,
      liveGames: true,
      agentInviteSelector: true,
      wallet: true,
    },
    name: ${quoted(name)},
    languages: ['en', 'pt'],
    defaultLanguage: 'en',
    mergedAnimalExactlySix: false,
  },
`;
  return source
    .replace(ids[0], `${ids[1]}${ids[2]}  ${quoted(id)},\n${ids[3]}`)
    .replace(table[0], `${table[1]}${table[2]}${entry}${table[3]}`);
}

/** @param {{ id: string, name: string, port: number }} brand */
export function brandFiles({ id, name, port }) {
  const hue = hueOf(id);
  const initials =
    name
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() || 'B';
  return {
    'package.json': `${JSON.stringify(
      {
        name: `@bet/brand-${id}`,
        version: '0.1.0',
        private: true,
        description: `The ${name} brand site: its brand file on the shared application (@bet/app).`,
        type: 'module',
        scripts: {
          dev: 'vite',
          build: 'vite build',
          preview: 'vite preview',
          test: 'vitest run',
          typecheck: 'tsc -p tsconfig.json',
          lint: 'eslint --max-warnings 0 src *.config.ts',
        },
        dependencies: { '@bet/app': 'workspace:*' },
        devDependencies: {
          '@bet/vitest-config': 'workspace:*',
          '@types/node': 'catalog:',
          '@vitejs/plugin-react': 'catalog:',
          eslint: 'catalog:',
          typescript: 'catalog:',
          vite: 'catalog:',
          vitest: 'catalog:',
        },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": {
    "lib": ["ES2023", "DOM", "DOM.Iterable"],
    "jsx": "react-jsx",
    "types": ["node", "vite/client"]
  },
  "include": ["src", "*.config.ts"]
}
`,
    'vite.config.ts': `// Dev, preview and build of ${name}: the shared preset of @bet/app (API proxy, locales).
import { brandViteConfig } from '@bet/app/vite';

export default brandViteConfig({ brand: '${id}', port: ${port} });
`,
    'vitest.config.ts': `import { nodeConfig } from '@bet/vitest-config';

export default nodeConfig();
`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${name}: sports, lottery and live games" />
    <link rel="icon" type="image/svg+xml" href="/src/assets/logo.svg" />
    <title>${name}</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>${name} needs JavaScript.</noscript>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/env.ts': `// The one setting of a ${name} build: the API base (empty means the site's own origin).
import { readBrandEnv } from '@bet/app/brand';

export const env = readBrandEnv(import.meta.env);
`,
    'src/main.tsx': `import { createBrandApp } from '@bet/app';
import { brand } from './brand';
import { env } from './env';

createBrandApp({ ...brand, ...env })
  .mount(document.getElementById('root'))
  .catch((error: unknown) => console.error('${id}: the app could not start', error));
`,
    'src/brand.ts': `// ${name}: theme and footer (the brand file of design.md). Its id, name, languages, feature
// flags and rules, which the server enforces too, are @bet/domain's brand facts (BRANDS in
// packages/domain/src/brands.ts), spread in: change them there.
import { BRANDS, defineBrand, footerLinkGroups } from '@bet/app/brand';
import logo from './assets/logo.svg';

const facts = BRANDS[${quoted(id)}];

export const brand = defineBrand({
  ...facts,
  theme: { name: ${quoted(id)} },
  defaultDialCode: '+55',
  assets: { logo },
  footer: {
    // The standard links for what the flags offer; write your own groups to differ.
    groups: footerLinkGroups(facts.flags),
    community: [{ network: 'telegram', href: 'https://t.me/${id}' }],
    logos: [],
    text: {
      en: ${quoted(`${name} is for players aged 18 or over. Play responsibly.`)},
      pt: ${quoted(`${name} é para maiores de 18 anos. Jogue com responsabilidade.`)},
    },
  },
});
`,
    'src/brand.test.ts': `import { brandContrastIssues, defineBrand, formatContrastIssues } from '@bet/app/brand';
import { describe, expect, it } from 'vitest';
import { brand } from './brand';

describe('${name} brand', () => {
  it('is a valid brand config', () => {
    expect(defineBrand(brand)).toBe(brand);
  });

  it('meets WCAG AA contrast with its palette', () => {
    const issues = brandContrastIssues(brand);
    expect(issues, formatContrastIssues(issues)).toEqual([]);
  });
});
`,
    'src/assets/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="${name}">
  <rect x="2" y="4" width="32" height="32" rx="8" fill="hsl(${hue} 70% 45%)"/>
  <text x="18" y="26" font-family="system-ui, sans-serif" font-size="14" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>
  <text x="42" y="27" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="hsl(${hue} 70% 62%)">${name}</text>
</svg>
`,
  };
}

function main() {
  const options = parseOptions(process.argv.slice(2));
  const dir = path.join(APPS, options.id);
  if (existsSync(dir)) throw new NewBrandError(`apps/${options.id} already exists`);
  const ports = usedPorts();
  const port = options.port ?? Math.max(FIRST_PORT - 1, ...ports) + 1;
  if (ports.includes(port)) throw new NewBrandError(`port ${port} is used by another brand`);
  const facts = withBrandFacts(readFileSync(BRAND_FACTS, 'utf8'), options);
  for (const [file, content] of Object.entries(brandFiles({ ...options, port }))) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  writeFileSync(BRAND_FACTS, facts);
  console.info(`new-brand: created apps/${options.id} (@bet/brand-${options.id}, port ${port})`);
  console.info(`new-brand: added ${options.id} to BRANDS in packages/domain/src/brands.ts`);
  if (options.install) {
    const result = spawnSync('pnpm', ['install'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0)
      throw new NewBrandError('pnpm install failed; run it again, then the steps below');
  }
  console.info(`next:
  pnpm --filter @bet/brand-${options.id} dev      # http://127.0.0.1:${port} (start the server too: pnpm --filter @bet/server dev)
  pnpm --filter @bet/brand-${options.id} build    # static files in apps/${options.id}/dist
  edit apps/${options.id}/src/brand.ts (theme, footer) and its facts in packages/domain/src/brands.ts
  (name, languages, flags, rules); pnpm --filter @bet/brand-${options.id} test`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`new-brand: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
