// The shared Vite preset of the brand apps (issue 7). A brand's vite.config.ts is one call:
//   export default brandViteConfig({ port: 5101 });
// Dev and preview proxy every service path of the API (design.md, "Contract decisions") and the
// wallet socket to the reference server; the translations of @bet/i18n are served as static files
// under /locales in dev and copied into the build. This file runs in Node, inside Vite's config
// loader, so it imports nothing of the application; the API's path prefixes and socket path come
// from the contract's service-paths.json (a JSON file, so no build of @bet/api is needed first).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin, type ProxyOptions, type UserConfig } from 'vite';
import servicePaths from '@bet/api/service-paths.json' with { type: 'json' };

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
  const icon = href === undefined ? undefined : inline(href);
  if (color === undefined || icon === undefined || !html.includes('<div id="root"></div>')) {
    return html;
  }
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
  return html.replace('</head>', `${style}</head>`).replace('<div id="root"></div>', splash);
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
  /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion[\\/]\w+|i18next|react-i18next|@tanstack[\\/]\w+-query|@tanstack[\\/]query-core|jotai)[\\/](?!.*[\\/](?:useQueries|queriesObserver|utils[\\/]atomWithStorage|utils[\\/]constants)\.js$)/;

export interface BrandViteOptions {
  /** Dev and preview port of this brand. */
  readonly port: number;
  /** The reference server (or any backend of the contract); BET_API_TARGET overrides it. */
  readonly apiTarget?: string | undefined;
}

export function brandViteConfig(options: BrandViteOptions): UserConfig {
  const target = process.env.BET_API_TARGET ?? options.apiTarget ?? DEFAULT_API_TARGET;
  const proxy = proxyTable(target);
  return {
    plugins: [react(), localesPlugin(), splashPlugin()],
    // Workspace packages resolve to their TypeScript sources (CONTRIBUTING.md, '@bet/source').
    resolve: {
      conditions: ['@bet/source', ...defaultClientConditions],
      dedupe: [
        'react',
        'react-dom',
        'styled-components',
        'react-router',
        'i18next',
        'react-i18next',
      ],
    },
    server: { port: options.port, strictPort: true, host: '127.0.0.1', proxy },
    preview: { port: options.port, strictPort: true, host: '127.0.0.1', proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
      // Pictures stay files (cached, loaded by <img>) instead of base64 inside the first chunk.
      assetsInlineLimit: 0,
      // Every browser the brands support has modulepreload; the polyfill only costs bytes.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK },
              { name: 'shell', tags: ['$initial'] },
            ],
          },
        },
      },
    },
  };
}
