import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WALLET_SOCKET_PATH } from '@bet/api/contract/service-paths';
import {
  chunkFileName,
  preloadedDependencies,
  brandViteConfig,
  API_ERRORS,
  apiLayer,
  DOMAIN_MODULE,
  appStringsCode,
  contractGroupFiles,
  FRAMEWORK,
  homeCode,
  i18nLocalesDir,
  localeFiles,
  PROXIED_PATHS,
  proxyTable,
  segmentPattern,
  inlineSvg,
  splashHtml,
  treeShakableReactRouter,
  STARTER_CONFIG,
  starterFileName,
  starterSource,
  withStarter,
} from './brand-vite-config';

describe('brand Vite preset', () => {
  it('proxies every service prefix of the contract and the wallet socket', () => {
    const table = proxyTable('http://127.0.0.1:9999');
    for (const prefix of [
      '/api',
      '/sports',
      '/3rd-game',
      '/pggame',
      '/tadaGame',
      '/otherChat',
      '/activities',
    ]) {
      expect(PROXIED_PATHS).toContain(prefix);
      expect(table[segmentPattern(prefix)]).toEqual({
        target: 'http://127.0.0.1:9999',
        changeOrigin: true,
      });
    }
    expect(table[segmentPattern(WALLET_SOCKET_PATH)]).toEqual({
      target: 'http://127.0.0.1:9999',
      changeOrigin: true,
      ws: true,
    });
    // /chat is an app route (the web chat page): only the chat page's API calls are proxied.
    expect(proxied(table, '/chat')).toBe(false);
  });

  it('matches a prefix only as whole path segments', () => {
    const table = proxyTable('http://127.0.0.1:9999');
    for (const url of [
      '/pggame',
      '/pggame/list',
      '/pggame?x=1',
      '/api/v1/sign',
      '/wss-new?token=t',
    ]) {
      expect(proxied(table, url), url).toBe(true);
    }
    // Pages of the site whose names begin like a prefix (the footer's /pggamelist, ...).
    for (const url of ['/pggamelist', '/sportsbook', '/apis', '/activities-old', '/', '/chat']) {
      expect(proxied(table, url), url).toBe(false);
    }
  });

  it('serves dev and preview on the brand port with the same proxy, BET_API_TARGET winning', () => {
    process.env.BET_API_TARGET = 'http://127.0.0.1:7000';
    try {
      const config = brandViteConfig({
        brand: 'jcbet',
        port: 5150,
        apiTarget: 'http://127.0.0.1:1',
      });
      expect(config.server?.port).toBe(5150);
      expect(config.preview?.port).toBe(5150);
      const proxy = config.preview?.proxy as Record<string, { target: string }>;
      expect(proxy[segmentPattern('/api')]?.target).toBe('http://127.0.0.1:7000');
      expect(config.resolve?.conditions?.[0]).toBe('@bet/source');
    } finally {
      delete process.env.BET_API_TARGET;
    }
  });

  it('finds @bet/i18n locales and lists them as <lng>/<ns>.json', () => {
    const files = localeFiles(i18nLocalesDir());
    expect(files).toContain('pt/common.json');
    expect(files).toContain('bn/help.json');
    const dir = mkdtempSync(path.join(tmpdir(), 'locales-'));
    mkdirSync(path.join(dir, 'en'));
    writeFileSync(path.join(dir, 'en', 'common.json'), '{}');
    writeFileSync(path.join(dir, 'en', 'notes.txt'), '');
    expect(localeFiles(dir)).toEqual(['en/common.json']);
  });

  it('groups the framework libraries, not the lazy-only ones', () => {
    const pnpm = (name: string) =>
      `/repo/node_modules/.pnpm/${name}@1.0.0/node_modules/${name}/index.js`;
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      'styled-components',
      'i18next',
      'jotai',
      '@tanstack/react-query',
    ]) {
      expect(FRAMEWORK.test(pnpm(name)), name).toBe(true);
    }
    for (const name of ['zod', 'ky', 'dompurify', 'date-fns', 'fflate', 'partysocket', 'uqr']) {
      expect(FRAMEWORK.test(pnpm(name)), name).toBe(false);
    }
    const query = '/repo/node_modules/@tanstack/query-core/build/modern/';
    expect(FRAMEWORK.test(`${query}queryClient.js`)).toBe(true);
    expect(FRAMEWORK.test(`${query}queriesObserver.js`)).toBe(false);
  });

  it("groups the API client, the shared schemas, zod and ky; not a group's or a subject's schemas", () => {
    const groups = contractGroupFiles();
    expect(groups).toContain('games.ts');
    expect(groups).toContain('wallet.ts');
    expect(groups).not.toContain('common.ts');
    const api = apiLayer(groups);
    const src = '/repo/packages/api/src/';
    for (const id of [
      `${src}client/http-client.ts`,
      `${src}contract/common.ts`,
      `${src}contract/endpoint.ts`,
      '/repo/node_modules/.pnpm/zod@4.0.0/node_modules/zod/v4/core/core.js',
      '/repo/node_modules/.pnpm/ky@1.0.0/node_modules/ky/distribution/index.js',
    ])
      expect(api(id), id).toBe(true);
    for (const id of [
      `${src}contract/games.ts`,
      `${src}contract/wallet-schemas.ts`,
      `${src}client/errors.ts`,
      '/repo/packages/domain/src/games.ts',
      '/repo/node_modules/.pnpm/react@19.0.0/node_modules/react/index.js',
    ])
      expect(api(id), id).toBe(false);
  });

  it("keeps the error catalogue and the domain's rules out of the API layer, in groups of their own", () => {
    expect(API_ERRORS.test('/repo/packages/api/src/client/errors.ts')).toBe(true);
    expect(API_ERRORS.test('/repo/packages/api/src/client/errors.test.ts')).toBe(false);
    expect(API_ERRORS.test('/repo/packages/api/src/client/http-client.ts')).toBe(false);
    expect(DOMAIN_MODULE.test('C:\\repo\\packages\\domain\\src\\statuses.ts')).toBe(true);
    expect(DOMAIN_MODULE.test('/repo/packages/domain/src/statuses.ts')).toBe(true);
    expect(DOMAIN_MODULE.test('/repo/packages/api/src/contract/common.ts')).toBe(false);
  });

  it('paints a splash in the theme colour with the icon before any JavaScript', () => {
    const html = [
      '<html><head><meta name="theme-color" content="#111113" />',
      '<link rel="icon" type="image/svg+xml" href="/src/assets/logo.svg" />',
      '<title>JCBet</title></head><body><div id="root"></div></body></html>',
    ].join('');
    const out = splashHtml(html);
    expect(out).toContain('html,body{margin:0;background:#111113}');
    expect(out).toContain('<div class="bet-splash" role="img" aria-label="JCBet">');
    expect(out).toContain('<img src="/src/assets/logo.svg" alt="" height="48" />');
    expect(out.indexOf('<style>')).toBeLessThan(out.indexOf('</head>'));
    // The header's logo (the same file) is fetched with the HTML, by its own URL.
    expect(out).toContain('<link rel="preload" as="image" href="/src/assets/logo.svg" />');
    // The brand's SVG icon goes inline, so it paints with the HTML.
    const dir = mkdtempSync(path.join(tmpdir(), 'bet-splash-'));
    mkdirSync(path.join(dir, 'src/assets'), { recursive: true });
    writeFileSync(path.join(dir, 'src/assets/logo.svg'), '<svg/>');
    const inlined = splashHtml(html, (href) => inlineSvg(dir, href));
    expect(inlined).toContain(`<img src="data:image/svg+xml;base64,${btoa('<svg/>')}"`);
    expect(inlineSvg(dir, '/src/assets/missing.svg')).toBe('/src/assets/missing.svg');
    expect(inlineSvg(dir, 'https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
    // Without a theme colour or an icon there is nothing to paint: the page is left as it is.
    const bare = html.replace(/<meta[^>]*>/, '');
    expect(splashHtml(bare)).toBe(bare);
  });
});

/** Whether Vite would proxy `url`: a key that starts with ^ is a RegExp, as in Vite's proxy. */
function proxied(table: Record<string, unknown>, url: string): boolean {
  return Object.keys(table).some((key) =>
    key.startsWith('^') ? new RegExp(key).test(url) : url.startsWith(key),
  );
}

describe('preloadedDependencies', () => {
  const deps = ['assets/sport-route-a.js', 'assets/match-row-b.js', 'assets/odds-c.js'];

  it('preloads nothing for a lazy page: its import() fetches it', () => {
    expect(preloadedDependencies('assets/sport-route-a.js', deps, { hostType: 'js' })).toEqual([]);
  });

  it('keeps the whole tree of the first screen and of the HTML entry', () => {
    const home = ['assets/home-route-x.js', 'assets/banner-y.js'];
    expect(preloadedDependencies('assets/home-route-x.js', home, { hostType: 'js' })).toEqual(home);
    expect(preloadedDependencies('assets/index-z.js', deps, { hostType: 'html' })).toEqual(deps);
  });

  it("keeps the whole tree of the lottery and of a game's page: some thirty chunks, eight levels deep", () => {
    const lottery = ['assets/lottery-route-x.js', 'assets/draw-game-gate-y.js'];
    const game = ['assets/lottery-game-route-x.js', 'assets/draw-estimate-y.js'];
    expect(preloadedDependencies('assets/lottery-route-x.js', lottery, { hostType: 'js' })).toEqual(
      lottery,
    );
    expect(
      preloadedDependencies('assets/lottery-game-route-x.js', game, { hostType: 'js' }),
    ).toEqual(game);
    expect(
      preloadedDependencies('assets/lottery-draws-route-x.js', game, { hostType: 'js' }),
    ).toEqual([]);
  });

  it("keeps the whole tree of the API client and the contract's groups: every first read waits on them", () => {
    const client = ['assets/http-client-x.js', 'assets/ky-y.js'];
    expect(preloadedDependencies('assets/http-client-x.js', client, { hostType: 'js' })).toEqual(
      client,
    );
    const group = ['assets/contract-home-x.js', 'assets/schemas-y.js', 'assets/statuses-z.js'];
    expect(preloadedDependencies('assets/contract-home-x.js', group, { hostType: 'js' })).toEqual(
      group,
    );
    expect(preloadedDependencies('assets/home-page-x.js', deps, { hostType: 'js' })).toEqual([]);
  });
});

describe('chunkFileName', () => {
  it('prefixes the chunk of a contract group, and only that', () => {
    const group = { facadeModuleId: '/repo/packages/api/src/contract/home.ts' };
    expect(chunkFileName(group)).toBe('assets/contract-[name]-[hash].js');
    const client = { facadeModuleId: '/repo/packages/api/src/client/http-client.ts' };
    expect(chunkFileName(client)).toBe('assets/[name]-[hash].js');
    expect(
      chunkFileName({ facadeModuleId: '/repo/packages/app/src/features/home/home-route.tsx' }),
    ).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ facadeModuleId: null })).toBe('assets/[name]-[hash].js');
  });
});

describe('treeShakableReactRouter', () => {
  const module = [
    'import * as React$1 from "react";',
    'const NavigationContext = React$1.createContext(null);',
    'const Link = React$1.forwardRef(function LinkWithRef(props, ref) {',
    '\treturn React$1.createElement("a", { ...props, ref });',
    '});',
    'Link.displayName = "Link";',
    'const Routes = React$1.memo(DataRoutes);',
    'export { Link, NavigationContext, Routes };',
  ].join('\n');

  it('marks the definers pure and drops the displayName lines, line for line', () => {
    const out = treeShakableReactRouter(module);
    expect(out).toContain('const NavigationContext = /* @__PURE__ */ React$1.createContext(null);');
    expect(out).toContain('const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef');
    expect(out).toContain('const Routes = /* @__PURE__ */ React$1.memo(DataRoutes);');
    expect(out).not.toContain('displayName');
    // Calls inside a component are not touched, and no line is added or lost (the source map).
    expect(out).toContain('\treturn React$1.createElement("a", { ...props, ref });');
    expect(out.split('\n')).toHaveLength(module.split('\n').length);
  });

  it("finds what it looks for in the installed React Router (a new version's names would not match)", () => {
    const require = createRequire(import.meta.url);
    const dist = path.dirname(require.resolve('react-router/package.json'));
    const lib = readFileSync(path.join(dist, 'dist/production/lib/dom/lib.js'), 'utf8');
    expect(lib).toMatch(/^const Link = React\$1\.forwardRef\(/m);
    expect(lib).toMatch(/^Link\.displayName = "Link";$/m);
    const out = treeShakableReactRouter(lib);
    expect(out).not.toMatch(/^const \w+ = React\$1\./m);
    expect(out).not.toMatch(/^\w+\.displayName = /m);
  });

  it('leaves annotated calls and other assignments alone', () => {
    const code = 'const a = /* @__PURE__ */ React$1.createContext(null);\nLink.other = "x";';
    expect(treeShakableReactRouter(code)).toBe(code);
  });
});

// Each test bundles the starter with rolldown: cold on a loaded CI machine, that took over the
// default 5 s once.
describe('the starter', { timeout: 30_000 }, () => {
  it('ships one minified classic script with its reads, the API base and the brand', async () => {
    const source = await starterSource('https://api.example.com/', 'bdbet');
    expect(source).not.toContain(STARTER_CONFIG);
    expect(source).not.toMatch(/^\s*\/\//m);
    expect(source).not.toMatch(/^\s*(?:import|export)\b/m);
    // The configuration is written in (the minifier quotes with backticks).
    expect(source).toMatch(/apiBase:.https:\/\/api\.example\.com./);
    expect(source).toMatch(/path:.\/api\/v1\/slideshow./);
    expect(source).toMatch(/brand:.bdbet./);
    expect(source).not.toContain('$comment');
    expect(source).not.toContain('brandHeader');
    // Every visitor downloads it before the app: a kilobyte or so.
    expect(gzipSync(source, { level: 9 }).length).toBeLessThan(1500);
  });

  it("runs alone and asks in the language the app will: the browser's, on a first visit", async () => {
    // jcbet offers Portuguese (its default), English and Spanish.
    const source = await starterSource('https://api.example.com', 'jcbet');
    const sent: { url: string; headers: Record<string, string> }[] = [];
    const preloaded: string[] = [];
    const page: Record<string, unknown> = {
      location: new URL('https://jcbet.example/'),
      // The starter's own tag lists home's first-screen code (withStarter).
      document: {
        currentScript: {
          getAttribute: (name: string) =>
            name === 'data-home-code' ? '/assets/home-route-a.js' : null,
        },
        createElement: () => ({}),
        head: {
          appendChild: (link: { rel: string; href: string }) =>
            preloaded.push(`${link.rel} ${link.href}`),
        },
      },
      navigator: { languages: ['es-MX', 'en-US'] },
      localStorage: { getItem: () => null, setItem: () => undefined },
      fetch: (url: string, init: { headers: Record<string, string> }) => {
        sent.push({ url, headers: init.headers });
        return new Promise(() => undefined);
      },
      URL,
    };
    page['window'] = page;
    vm.runInNewContext(source, page);
    expect(preloaded).toEqual([
      'preload /locales/es/common.json',
      'preload /locales/es/ui.json',
      'modulepreload /assets/home-route-a.js',
    ]);
    expect(sent.map((read) => read.url)).toEqual([
      'https://api.example.com/api/v1/slideshow',
      'https://api.example.com/api/v1/banner/list',
      'https://api.example.com/api/v1/announcement/list',
      'https://api.example.com/api/v1/games/availability',
    ]);
    for (const read of sent) {
      expect(read.headers).toMatchObject({ brand: 'jcbet', 'Accept-Language': 'es, pt;q=0.9' });
    }
    expect(page['__betEarly']).toHaveLength(4);
  });

  it('refuses a brand that BRANDS does not have', async () => {
    await expect(starterSource('', 'nobet')).rejects.toThrow(/nobet/);
  });

  it("loads it first in index.html's head, by a name that changes with its content", async () => {
    const name = starterFileName(await starterSource('', 'bdbet'));
    expect(name).toMatch(/^assets\/starter-[0-9a-f]{8}\.js$/);
    expect(starterFileName(await starterSource('https://api.example.com', 'bdbet'))).not.toBe(name);
    expect(starterFileName(await starterSource('', 'solbet'))).not.toBe(name);
    const html = withStarter('<head><title>X</title></head>', `/${name}`);
    expect(html).toContain(`<title>X</title>\n    <script src="/${name}" async></script>`);
    const lists = { home: ['/assets/a.js', '/assets/b.js'], appStrings: ['en:/assets/en-1.js'] };
    expect(withStarter('<title>X</title>', '/s.js', lists)).toContain(
      '<script src="/s.js" async data-app-strings="en:/assets/en-1.js" data-home-code="/assets/a.js /assets/b.js"></script>',
    );
  });

  it("lists home's first-screen code (its route's chunk tree, less the entry's) and each language's app strings", () => {
    const chunk = (fileName: string, imports: string[], extra = {}) => ({
      type: 'chunk',
      fileName,
      imports,
      facadeModuleId: null,
      ...extra,
    });
    const bundle = {
      'index.js': chunk('index.js', ['framework.js'], { isEntry: true }),
      'framework.js': chunk('framework.js', []),
      'home-route.js': chunk('home-route.js', ['home-page.js', 'framework.js'], {
        facadeModuleId: '/repo/packages/app/src/features/home/routes/home-route.tsx',
      }),
      'home-page.js': chunk('home-page.js', ['skeleton.js', 'index.js']),
      'skeleton.js': chunk('skeleton.js', ['framework.js']),
      'sport-route.js': chunk('sport-route.js', ['skeleton.js']),
      'logo.svg': { type: 'asset', fileName: 'logo.svg' },
    };
    expect(homeCode(bundle)).toEqual(['home-route.js', 'home-page.js', 'skeleton.js']);
    const strings = (language: string) =>
      chunk(`${language}-1.js`, [], {
        facadeModuleId: `/repo/packages/app/src/lib/i18n/app-strings/${language}/index.ts`,
      });
    expect(appStringsCode({ ...bundle, a: strings('en'), b: strings('pt') })).toEqual([
      'en:en-1.js',
      'pt:pt-1.js',
    ]);
    expect(homeCode({ 'index.js': bundle['index.js'] })).toEqual([]);
  });
});
