import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  brandViteConfig,
  HEADERS_FILE,
  ASSET_CACHE_CONTROL,
  assetCachePlugin,
  headersFile,
  isBuiltAsset,
  LOOPBACK_SOURCES,
  originOf,
  policySources,
  sitePolicy,
  withPolicyMeta,
} from './brand-vite-config';

/** The policy as directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('the brand site policy', () => {
  it('runs scripts of its own origin only: no inline script, no eval', () => {
    const policy = directives(sitePolicy(policySources({}), true));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('calls, frames and shows pictures of a separate API origin, websocket included', () => {
    const policy = directives(
      sitePolicy(
        policySources({
          VITE_API_BASE_URL: 'https://api.jcbet.example/v2',
          VITE_TEST_PAGE_URL: 'https://tests.example/page?x=1',
        }),
        false,
      ),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.jcbet.example',
      'wss://api.jcbet.example',
    ]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.jcbet.example',
    ]);
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://api.jcbet.example',
      'https://tests.example',
      'https:',
    ]);
    // A meta tag cannot say frame-ancestors (browsers ignore it there).
    expect(policy.has('frame-ancestors')).toBe(false);
  });

  it('with the API on its own origin, allows the local reference server for pictures and pages', () => {
    const policy = directives(sitePolicy(policySources({ VITE_API_BASE_URL: '' }), true));
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...LOOPBACK_SOURCES]);
    expect(policy.get('frame-src')).toEqual(["'self'", ...LOOPBACK_SOURCES, 'https:']);
  });

  it('reads an origin only from an http(s) URL', () => {
    expect(originOf('http://127.0.0.1:8787/api')).toBe('http://127.0.0.1:8787');
    for (const bad of [undefined, '', 'not a url', 'javascript:alert(1)', 'ftp://x.example'])
      expect(originOf(bad), String(bad)).toBeUndefined();
  });

  it('puts the meta tag right after the charset, before anything it must cover', () => {
    const html =
      '<html><head><meta charset="UTF-8" /><title>JCBet</title><style>x{}</style></head></html>';
    const out = withPolicyMeta(html, policySources({}));
    const meta = out.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(out.indexOf('<meta charset'));
    expect(meta).toBeLessThan(out.indexOf('<title>'));
    expect(out).not.toContain('frame-ancestors');
    expect(withPolicyMeta('<head></head>', policySources({}))).toMatch(
      /^<head>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; /,
    );
  });

  it('writes a _headers file for every path, with the policy and the other safety headers', () => {
    const file = headersFile(policySources({ VITE_API_BASE_URL: 'https://api.example' }));
    const [path, ...headers] = file.trim().split('\n');
    expect(HEADERS_FILE).toBe('_headers');
    expect(path).toBe('/*');
    expect(headers.map((line) => line.trim().split(':')[0])).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      '/assets/*',
      'Cache-Control',
    ]);
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file).toContain("frame-ancestors 'none'");
    expect(file).toContain('X-Content-Type-Options: nosniff');
  });

  it('is part of every brand build, and of nothing else', () => {
    const plugin = brandViteConfig({ brand: 'jcbet', port: 5150 }).plugins?.find(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        'name' in entry &&
        entry.name === 'bet-security-headers',
    );
    expect(plugin).toMatchObject({ apply: 'build' });
  });

  it('has vite preview keep the named files of the build for good, as the headers file says', () => {
    const plugin = assetCachePlugin();
    const handlers: ((
      request: { url?: string },
      response: ServerResponse,
      next: () => void,
    ) => void)[] = [];
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
    (plugin.configurePreviewServer as (server: unknown) => void)({
      middlewares: { use: (handler: (typeof handlers)[number]) => handlers.push(handler) },
    });
    const served = (url: string) => {
      const response = new ServerResponse(new IncomingMessage(new Socket()));
      let passed = false;
      handlers[0]?.({ url }, response, () => (passed = true));
      expect(passed).toBe(true);
      return response.getHeader('Cache-Control');
    };
    expect(served('/assets/framework-a1b2.js')).toBe(ASSET_CACHE_CONTROL);
    expect(served('/assets/logo-c3d4.svg')).toBe(ASSET_CACHE_CONTROL);
    expect(served('/')).toBeUndefined();
    expect(served('/locales/en/common.json')).toBeUndefined();
    expect(served('/lottery/assets/x')).toBeUndefined();
    expect(isBuiltAsset('/shop/assets/x.js', '/shop/')).toBe(true);
  });
});
