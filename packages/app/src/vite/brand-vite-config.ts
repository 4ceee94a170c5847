// The shared Vite preset of the brand apps (issue 7). A brand's vite.config.ts is one call:
//   export default brandViteConfig({ brand: 'jcbet', port: 5101 });
// Dev and preview proxy every service path of the API (design.md, "Contract decisions") and the
// wallet socket to the reference server; the translations of @bet/i18n are served as static files
// under /locales in dev and copied into the build. This file runs in Node, inside Vite's config
// loader, so it imports nothing of the application; the API's path prefixes and socket path come
// from the contract's service-paths.json (a JSON file, so no build of @bet/api is needed first).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin, type ProxyOptions, type UserConfig } from 'vite';
import servicePaths from '@bet/api/service-paths.json' with { type: 'json' };
import earlyReads from './starter/early-reads.json' with { type: 'json' };
import type { StarterConfig } from './starter/starter';

/** Service prefixes of the contract, plus the server's own pages a brand links to. */
export const PROXIED_PATHS = [
  servicePaths.rootApiPrefix,
  ...Object.values(servicePaths.servicePrefix).filter((prefix) => prefix !== ''),
  // Server-side pages and files: pictures, the payment page, the support chat page and its calls.
  '/static',
  '/pay',
  '/chat-widget',
  '/chat/messages',
  '/dev/mailbox',
  '/dev/test-page',
];

export const DEFAULT_API_TARGET = 'http://127.0.0.1:8787';
export const LOCALES_BASE = '/locales';

/**
 * Chunks whose whole dependency tree is preloaded with them: home's (the first screen's paint
 * waits on it), the lottery's and its game page's (the audited pages of issue 18: some thirty
 * small chunks, eight levels deep), the API client's and each contract group's (every page's
 * first read waits on them: without it the browser found their imports one level at a time,
 * three round trips).
 */
const PRELOADED_TREES = [
  /(?:^|\/)home-route-/,
  /(?:^|\/)lottery-(?:game-)?route-/,
  /(?:^|\/)http-client-/,
  /(?:^|\/)contract-/,
];

/** A group of the contract (@bet/api/contract/<group>), which the app imports by endpoint id. */
const CONTRACT_GROUP = /[\\/]api[\\/]src[\\/]contract[\\/][a-z-]+\.ts$/;

/** The build's folder of files named by their content (chunks, the starter, pictures). */
export const ASSETS_DIR = 'assets';

/** Build file names of chunks: a contract group's is prefixed `contract-` (PRELOADED_TREES). */
export function chunkFileName(chunk: { readonly facadeModuleId: string | null }): string {
  return chunk.facadeModuleId !== null && CONTRACT_GROUP.test(chunk.facadeModuleId)
    ? `${ASSETS_DIR}/contract-[name]-[hash].js`
    : `${ASSETS_DIR}/[name]-[hash].js`;
}

/**
 * What a lazy import preloads. The entry's preload map lists, for each lazy import, every chunk
 * it preloads; with some ninety lazy imports that map is kilobytes of the first-render
 * JavaScript. The PRELOADED_TREES keep their whole tree; any other lazy import preloads nothing,
 * not even its own chunk (the import() fetches it at that same moment), and the browser fetches
 * the chunk's imports when it runs: one more round trip when a member opens another page, against
 * bytes every visitor pays up front.
 */
export function preloadedDependencies(
  filename: string,
  deps: string[],
  context: { hostType: 'html' | 'js' },
): string[] {
  if (context.hostType === 'html' || PRELOADED_TREES.some((tree) => tree.test(filename)))
    return deps;
  return [];
}

/**
 * The proxy key of a path prefix: a pattern that matches it as whole path segments, so `/pggame`
 * takes `/pggame/launch` but leaves the page `/pggamelist` to the app. (A plain key would be a
 * string prefix: Vite proxies every URL that starts with it.)
 */
export function segmentPattern(prefix: string): string {
  return `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?#]|$)`;
}

export function proxyTable(target: string): Record<string, ProxyOptions> {
  const table: Record<string, ProxyOptions> = {};
  for (const prefix of PROXIED_PATHS)
    table[segmentPattern(prefix)] = { target, changeOrigin: true };
  table[segmentPattern(servicePaths.walletSocketPath)] = { target, changeOrigin: true, ws: true };
  return table;
}

/** The folder of @bet/i18n's translations (exported by that package as ./locales/*). */
export function i18nLocalesDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(path.dirname(require.resolve('@bet/i18n/locales/en/common.json')));
}

const LOCALE_FILE = /^\/([a-z]{2})\/([a-z]+)\.json$/;

/** Every `<lng>/<ns>.json` under the folder, as URL-style relative paths. */
export function localeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((lng) =>
      readdirSync(path.join(dir, lng.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `${lng.name}/${file}`),
    )
    .sort();
}

/** Serves the translations at /locales in dev and preview, and emits them into the build. */
export function localesPlugin(dir: string = i18nLocalesDir()): Plugin {
  return {
    name: 'bet-locales',
    configureServer(server) {
      server.middlewares.use(LOCALES_BASE, (req, res, next) => {
        const match = LOCALE_FILE.exec((req.url ?? '').split('?')[0] ?? '');
        if (match === null) return next();
        try {
          const body = readFileSync(path.join(dir, match[1] ?? '', `${match[2] ?? ''}.json`));
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
    generateBundle() {
      for (const file of localeFiles(dir)) {
        this.emitFile({
          type: 'asset',
          fileName: `${LOCALES_BASE.slice(1)}/${file}`,
          source: readFileSync(path.join(dir, file)),
        });
      }
    },
  };
}

const THEME_COLOR = /<meta\s+name="theme-color"\s+content="(#[0-9a-fA-F]{3,8})"\s*\/?>/;
const ICON = /<link\s+rel="icon"[^>]*\shref="([^"]+)"/;
const TITLE = /<title>([^<]*)<\/title>/;

/**
 * The splash of a brand's index.html: its theme colour as the page background and its icon in
 * the middle of #root, painted with the HTML, before any JavaScript. The app replaces it on its
 * first render. Without it a phone on a slow network shows a blank (white) page for seconds, and
 * a dark brand flashes white first.
 */
export function splashHtml(
  html: string,
  inline: (href: string) => string = (href) => href,
): string {
  const color = THEME_COLOR.exec(html)?.[1];
  const href = ICON.exec(html)?.[1];
  if (color === undefined || href === undefined || !html.includes('<div id="root"></div>')) {
    return html;
  }
  const icon = inline(href);
  const name = TITLE.exec(html)?.[1] ?? '';
  const style =
    `<style>html,body{margin:0;background:${color}}` +
    '.bet-splash{display:grid;place-items:center;min-height:100vh}' +
    '.bet-splash img{height:48px;width:auto;max-width:70vw;animation:bet-splash 1s ease-in-out infinite alternate}' +
    '@keyframes bet-splash{to{opacity:.55}}' +
    '@media (prefers-reduced-motion:reduce){.bet-splash img{animation:none}}</style>';
  const splash =
    `<div id="root"><div class="bet-splash" role="img" aria-label="${name}">` +
    `<img src="${icon}" alt="" height="48" /></div></div>`;
  // The header shows the same logo once the app is up: fetched with the HTML, it is there then
  // (Vite names the file's build copy in this tag, as in the icon's).
  const logo = `<link rel="preload" as="image" href="${href}" />`;
  return html.replace('</head>', `${logo}${style}</head>`).replace('<div id="root"></div>', splash);
}

/**
 * The icon of the splash as a data: URL when it is an SVG file of the app: painted with the HTML
 * itself, not after a request that the page's scripts also wait in line for.
 */
export function inlineSvg(root: string, href: string): string {
  if (!href.startsWith('/') || !href.endsWith('.svg')) return href;
  try {
    const svg = readFileSync(path.join(root, href));
    return `data:image/svg+xml;base64,${svg.toString('base64')}`;
  } catch {
    return href;
  }
}

export function splashPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'bet-splash',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => splashHtml(html, (href) => inlineSvg(root, href)),
    },
  };
}

/**
 * The libraries every page runs on, in one chunk: one request and one gzip window instead of a
 * dozen small shared chunks (measured: fewer bytes before the first render). Parts of them only
 * lazy screens use (react-query's useQueries, for the wallet's game balances; jotai's
 * atomWithStorage, for the bet slip and sport favorites) stay with those.
 */
export const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion[\\/]\w+|i18next|@tanstack[\\/]\w+-query|@tanstack[\\/]query-core|jotai)[\\/](?!.*[\\/](?:useQueries|queriesObserver|utils[\\/]atomWithStorage|utils[\\/]constants)\.js$)/;

/** @bet/api's contract folder (where its service-paths.json sits). */
function contractDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@bet/api/service-paths.json'));
}

/** The contract's group files (each exports its `<group>Endpoints`), read off its folder. */
export function contractGroupFiles(dir: string = contractDir()): string[] {
  return readdirSync(dir).filter(
    (file) =>
      file.endsWith('.ts') &&
      /^export const \w+Endpoints\b/m.test(readFileSync(path.join(dir, file), 'utf8')),
  );
}

const API_MODULE =
  /node_modules[\\/](?:zod|ky)[\\/]|packages[\\/]api[\\/]src[\\/](?:client|contract)[\\/]/;

/**
 * The API layer, in one chunk after the first render: @bet/api's client and the contract's shared
 * schemas, with zod and ky. Every page's first read waits on all of it; split, it was some dozen
 * small chunks, a dozen requests on the path of every page's data and as many preload links put
 * in the page one by one (issue 18). Each contract group (`groups`: its file names) and each
 * schema file of a subject (`*-schemas.ts`) keeps a chunk of its own: a page evaluates the
 * schemas of the groups it calls, not all of them. The error catalogue (API_ERRORS) and
 * @bet/domain's rules (DOMAIN_MODULE) have groups of their own, ahead of this one: a group takes
 * its modules' imports too, so the rules the contract imports (bet statuses, validations, dates)
 * and the catalogue the client imports were in this chunk, and a page that showed a bet's status
 * or an error message imported all of zod and the shared schemas with them, evaluated in the same
 * task as its own code (45-80 ms on the lottery's game page at 1x, issue 18).
 */
export function apiLayer(groups: readonly string[]): (id: string) => boolean {
  return (id) => {
    if (!API_MODULE.test(id)) return false;
    const file = path.basename(id);
    return !groups.includes(file) && !file.endsWith('-schemas.ts') && !API_ERRORS.test(id);
  };
}

/** @bet/api's error catalogue: pages read it (isApiError, userMessage) without the client. */
export const API_ERRORS = /packages[\\/]api[\\/]src[\\/]client[\\/]errors\.ts$/;

/** @bet/domain's rules past the first screen's, in one chunk (some 10 KB gzip) that needs no zod. */
export const DOMAIN_MODULE = /packages[\\/]domain[\\/]src[\\/]/;

// The brand sites' Content-Security-Policy (issue 17): the production build ships it twice, as a
// meta tag in index.html (any host) and as a `_headers` file in dist (static hosts that read one:
// Netlify, Cloudflare Pages), which can also say frame-ancestors. (Here, not in a module of its
// own: Node loads this file as it is, and the app's imports name no extension.)

/**
 * The origin of an http(s) URL, or undefined for '' or anything else. An origin that is not a
 * plain web origin (a typo in an env file) names nothing the policy should allow.
 */
export function originOf(url: string | undefined): string | undefined {
  if (url === undefined || url === '') return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The websocket origin beside an http(s) origin: ws:// for http, wss:// for https. */
export function socketOriginOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * Where the reference server runs on a developer's machine, in preview and in the end-to-end
 * suite (any port): a build without VITE_API_BASE_URL allows its pictures and pages.
 */
export const LOOPBACK_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'] as const;

export interface SitePolicySources {
  /**
   * Origins of the API's pictures and pages (chat, demo game, test page), beside the site's own:
   * VITE_API_BASE_URL's origin; with that empty, the API shares the site's origin and the local
   * reference server (LOOPBACK_SOURCES) names its own in its links.
   */
  readonly api: readonly string[];
  /** Calls and the websocket to VITE_API_BASE_URL's origin (none when the API is the site's). */
  readonly calls: readonly string[];
  /** VITE_TEST_PAGE_URL's origin: the test routes frame it. */
  readonly testPage: string | undefined;
}

/** The sources of the policy from the build's environment (VITE_API_BASE_URL, VITE_TEST_PAGE_URL). */
export function policySources(
  env: Readonly<Record<string, string | undefined>>,
): SitePolicySources {
  const api = originOf(env['VITE_API_BASE_URL']);
  return {
    api: api === undefined ? LOOPBACK_SOURCES : [api],
    calls: api === undefined ? [] : [api, socketOriginOf(api)],
    testPage: originOf(env['VITE_TEST_PAGE_URL']),
  };
}

/**
 * The brand site's Content-Security-Policy (issue 17): scripts from its own origin only (no inline
 * script, no eval); calls to its origin and the API's, websocket included; pictures from those
 * and data:/blob: (the splash icon, QR codes); frames of the API's pages (chat, demo game, test
 * page) and of game providers, which are any https origin. Styles allow inline: styled-components
 * writes them at run time, and a style cannot run script. `frame-ancestors` only works as a
 * header, so the meta tag leaves it out (`withFrameAncestors`).
 */
export function sitePolicy(sources: SitePolicySources, withFrameAncestors: boolean): string {
  const testPage = sources.testPage === undefined ? [] : [sources.testPage];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...sources.api],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...sources.calls],
    ['frame-src', "'self'", ...sources.api, ...testPage, 'https:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(withFrameAncestors ? [['frame-ancestors', "'none'"] as [string, string]] : []),
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/** Where the production build's headers file goes, for static hosts that read one (Netlify, Cloudflare Pages). */
export const HEADERS_FILE = '_headers';

/**
 * How long a browser keeps a file of ASSETS_DIR: for good (a year, never revalidated), since a
 * new build names a changed file anew. index.html and the strings (/locales) keep the host's
 * default: their names stay.
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The `_headers` file: every path of the site gets the policy and the other safety headers, the
 * build's named files their lifetime.
 */
export function headersFile(sources: SitePolicySources): string {
  return [
    '/*',
    `  Content-Security-Policy: ${sitePolicy(sources, true)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Frame-Options: DENY',
    `/${ASSETS_DIR}/*`,
    `  Cache-Control: ${ASSET_CACHE_CONTROL}`,
    '',
  ].join('\n');
}

/** Whether a request of the site (its URL's path) is for a file of the build's ASSETS_DIR. */
export function isBuiltAsset(url: string | undefined, base = '/'): boolean {
  return url !== undefined && url.startsWith(`${base}${ASSETS_DIR}/`);
}

/**
 * `vite preview` serves the build as the `_headers` file has a host serve it: its named files are
 * kept for good (it says no-cache for every file else, and a page's second use of a file, such as
 * the header's logo after its preload, went back to the server: issue 18).
 */
export function assetCachePlugin(): Plugin {
  let base = '/';
  return {
    name: 'bet-asset-cache',
    configResolved(config) {
      base = config.base;
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (isBuiltAsset(request.url, base))
          response.setHeader('Cache-Control', ASSET_CACHE_CONTROL);
        next();
      });
    },
  };
}

/** The policy's meta tag, first in the head so that it covers everything after it. */
export function policyMetaTag(sources: SitePolicySources): string {
  return `<meta http-equiv="Content-Security-Policy" content="${sitePolicy(sources, false)}" />`;
}

/** index.html with the policy's meta tag right after its charset (or first in the head). */
export function withPolicyMeta(html: string, sources: SitePolicySources): string {
  const tag = policyMetaTag(sources);
  const charset = /<meta\s+charset=[^>]*>/i;
  return charset.test(html)
    ? html.replace(charset, (meta) => `${meta}\n    ${tag}`)
    : html.replace(/<head>/i, `<head>\n    ${tag}`);
}

/**
 * The production build's policy: a meta tag in index.html and a `_headers` file in dist. Dev
 * keeps none (Vite's client and React refresh run inline script there).
 */
export function securityPlugin(): Plugin {
  let sources = policySources({});
  return {
    name: 'bet-security-headers',
    apply: 'build',
    configResolved(config) {
      sources = policySources(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withPolicyMeta(html, sources),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(sources) });
    },
  };
}

/** React Router's published files (ESM, production and development builds). */
const REACT_ROUTER_DIST = /node_modules[\\/]react-router[\\/]dist[\\/]/;
/** A component's displayName set at the top of a module: `Link.displayName = "Link";`. */
const DISPLAY_NAME_LINE = /^[\w$]+\.displayName = "[^"]*";$/gm;
/** React's definers called at the top of a module, without a pure annotation. */
const UNANNOTATED_DEFINER =
  /(?<![\w$.]|__PURE__ \*\/ )(React\$1\.(?:forwardRef|createContext|memo)\()/g;

/**
 * React Router's files define their components as `const Link = React.forwardRef(...)` with no
 * pure annotation, then set `Link.displayName`: to a bundler both are side effects, so every
 * component of a module it loads stays in the build, used or not (Link, Form, HashRouter and the
 * framework mode's prefetching behind them). Marking the definers pure and dropping the
 * displayName lines (names for React DevTools only) lets it keep only what the app imports.
 */
export function treeShakableReactRouter(code: string): string {
  return code.replace(DISPLAY_NAME_LINE, '').replace(UNANNOTATED_DEFINER, '/* @__PURE__ */ $1');
}

export function reactRouterPurityPlugin(): Plugin {
  return {
    name: 'bet-react-router-purity',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_DIST },
      handler: (code) => ({ code: treeShakableReactRouter(code), map: null }),
    },
  };
}

// The starter (issue 18, starter/starter.ts): home's largest paint is its first promotion picture,
// which the app could only ask for after the framework, the strings, the API client and the
// banner read, one after another. The starter sends the first screen's reads with the HTML and
// preloads the pictures they name; the app then takes the answers over (lib/api/early-fetch.ts).

/** The name the starter's entry reads its configuration from (starter/starter-entry.ts). */
export const STARTER_CONFIG = '__BET_EARLY__';

const STARTER_ENTRY = fileURLToPath(new URL('./starter/starter-entry.ts', import.meta.url));

/**
 * The starter's configuration: the reads of early-reads.json, the brand's header on every read
 * (the API client sends it on every call), the API's base (VITE_API_BASE_URL, '' for the site's
 * origin) and the brand's languages (BRANDS of @bet/domain), from which it works out the language
 * the app will ask in.
 */
export async function starterConfig(apiBase: string, brand: string): Promise<StarterConfig> {
  // Loaded here, in a build: the preset itself runs wherever Vite does, dev included.
  const { BRANDS, isBrandId } = await import('@bet/domain/brands');
  if (!isBrandId(brand)) throw new Error(`starter: no brand '${brand}' in BRANDS (@bet/domain)`);
  const { languages, defaultLanguage } = BRANDS[brand];
  const { $comment: _comment, brandHeader, ...config } = earlyReads;
  return {
    ...config,
    brand,
    headers: { ...config.headers, [brandHeader]: brand },
    apiBase: apiBase.replace(/\/+$/, ''),
    supported: languages,
    defaultLanguage,
  };
}

/**
 * The starter as the build ships it: starter.ts and the language rule it imports bundled into one
 * classic script, minified, with the brand's configuration written in.
 */
export async function starterSource(apiBase: string, brand: string): Promise<string> {
  const [{ build }, config] = await Promise.all([
    import('rolldown'),
    starterConfig(apiBase, brand),
  ]);
  const { output } = await build({
    input: STARTER_ENTRY,
    platform: 'browser',
    write: false,
    logLevel: 'warn',
    // The workspace packages' TypeScript sources, as the app's own build reads them.
    resolve: { conditionNames: ['@bet/source', 'import', 'browser', 'default'] },
    transform: { target: 'es2022', define: { [STARTER_CONFIG]: JSON.stringify(config) } },
    output: { format: 'iife', minify: true, comments: false },
  });
  const [chunk] = output;
  return chunk.code;
}

/** Its file in the build: named by its content, so a host may cache it for good. */
export function starterFileName(source: string): string {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return `${ASSETS_DIR}/starter-${hash}.js`;
}

/**
 * index.html with the starter first after the policy (async: it never holds the parser), and on
 * its tag the files it preloads (vite/starter/start-code.ts): each language's chunk of the app's
 * own strings (`appStringsCode`) and home's first-screen code (`homeCode`).
 */
export function withStarter(
  html: string,
  src: string,
  code: { readonly home?: readonly string[]; readonly appStrings?: readonly string[] } = {},
): string {
  const attribute = (name: string, files: readonly string[] = []) =>
    files.length === 0 ? '' : ` ${name}="${files.join(' ')}"`;
  const lists =
    attribute(earlyReads.appStringsAttribute, code.appStrings) +
    attribute(earlyReads.homeCodeAttribute, code.home);
  return html.replace('</title>', `</title>\n    <script src="${src}" async${lists}></script>`);
}

/** A chunk of the build, as far as homeCode reads it. */
interface BuiltChunk {
  readonly type: string;
  readonly fileName: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
  readonly facadeModuleId?: string | null;
}

const HOME_ROUTE = /[\\/]features[\\/]home[\\/]routes[\\/]home-route\.tsx$/;
const APP_STRINGS = /[\\/]lib[\\/]i18n[\\/]app-strings[\\/]([a-z]{2})[\\/]index\.ts$/;

/** Each language's chunk of the app's own strings, as `<language>:<file>`. */
export function appStringsCode(bundle: Readonly<Record<string, BuiltChunk>>): string[] {
  return Object.values(bundle).flatMap((chunk) => {
    const language = APP_STRINGS.exec(chunk.facadeModuleId ?? '')?.[1];
    return chunk.type === 'chunk' && language !== undefined
      ? [`${language}:${chunk.fileName}`]
      : [];
  });
}

/**
 * The files of home's first-screen code: the chunk of home's route and every chunk it imports,
 * less what the entry already loads (index.html asks for those itself).
 */
export function homeCode(bundle: Readonly<Record<string, BuiltChunk>>): string[] {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
  const tree = (roots: readonly BuiltChunk[]) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
    };
    roots.forEach((root) => visit(root.fileName));
    return seen;
  };
  const home = chunks.find((chunk) => HOME_ROUTE.test(chunk.facadeModuleId ?? ''));
  if (home === undefined) return [];
  const loaded = tree(chunks.filter((chunk) => chunk.isEntry === true));
  return [...tree([home])].filter((fileName) => !loaded.has(fileName));
}

/** Emits the starter into the production build and loads it from index.html's head. */
export function starterPlugin(brand: string): Plugin {
  let source = '';
  let base = '/';
  return {
    name: 'bet-starter',
    apply: 'build',
    async configResolved(config) {
      source = await starterSource(config.env['VITE_API_BASE_URL'] ?? '', brand);
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const bundle = context.bundle ?? {};
        return withStarter(html, `${base}${starterFileName(source)}`, {
          home: homeCode(bundle).map((fileName) => `${base}${fileName}`),
          appStrings: appStringsCode(bundle).map((entry) => entry.replace(':', `:${base}`)),
        });
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: starterFileName(source), source });
    },
  };
}

export interface BrandViteOptions {
  /** The brand's id (@bet/domain's BRANDS): the starter sends it in the brand header, as the app does. */
  readonly brand: string;
  /** Dev and preview port of this brand. */
  readonly port: number;
  /** The reference server (or any backend of the contract); BET_API_TARGET overrides it. */
  readonly apiTarget?: string | undefined;
}

export function brandViteConfig(options: BrandViteOptions): UserConfig {
  const target = process.env.BET_API_TARGET ?? options.apiTarget ?? DEFAULT_API_TARGET;
  const proxy = proxyTable(target);
  return {
    plugins: [
      react(),
      localesPlugin(),
      splashPlugin(),
      securityPlugin(),
      assetCachePlugin(),
      reactRouterPurityPlugin(),
      starterPlugin(options.brand),
    ],
    // Workspace packages resolve to their TypeScript sources (CONTRIBUTING.md, '@bet/source').
    resolve: {
      conditions: ['@bet/source', ...defaultClientConditions],
      dedupe: ['react', 'react-dom', 'styled-components', 'react-router', 'i18next'],
    },
    server: { port: options.port, strictPort: true, host: '127.0.0.1', proxy },
    preview: { port: options.port, strictPort: true, host: '127.0.0.1', proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
      assetsDir: ASSETS_DIR,
      // Pictures stay files (cached, loaded by <img>) instead of base64 inside the first chunk.
      assetsInlineLimit: 0,
      // Every browser the brands support has modulepreload; the polyfill only costs bytes.
      modulePreload: { polyfill: false, resolveDependencies: preloadedDependencies },
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          chunkFileNames: chunkFileName,
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK },
              { name: 'shell', tags: ['$initial'] },
              { name: 'domain', test: DOMAIN_MODULE },
              { name: 'api-errors', test: API_ERRORS },
              { name: 'api', test: apiLayer(contractGroupFiles()) },
            ],
          },
        },
      },
    },
  };
}
