import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, loadFallbackLanguage, whenReady } from './create-i18n';
import {
  MAX_PARALLEL_READS,
  TranslationLoadError,
  createHttpBackend,
  loadNamespace,
  retryDelay,
  type HttpLoaderOptions,
} from './http-loader';
import { LANGUAGE_CODES } from '@bet/domain/languages';
import { NAMESPACES } from './namespaces';
import { startServer, type Route, type TestServer } from './test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(route: Route): Promise<TestServer> {
  server = await startServer(route);
  return server;
}

const json = (path: string) => JSON.stringify({ path });

/** Records the delays asked for instead of waiting them out. */
function recordingSleep(): { delays: number[]; sleep: (ms: number) => Promise<void> } {
  const delays: number[] = [];
  return { delays, sleep: async (ms) => void delays.push(ms) };
}

async function failure(promise: Promise<unknown>): Promise<TranslationLoadError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslationLoadError);
  return error as TranslationLoadError;
}

describe('loadNamespace', () => {
  it('fetches ${basePath}/${lng}/${ns}.json', async () => {
    const { baseUrl, hits } = await serve((path) => ({ status: 200, body: json(path) }));
    await expect(loadNamespace({ basePath: `${baseUrl}/` }, 'pt', 'wallet')).resolves.toEqual({
      path: '/locales/pt/wallet.json',
    });
    expect([...hits.keys()]).toEqual(['/locales/pt/wallet.json']);
  });

  it('keeps at most 10 requests in flight across the whole app', async () => {
    const { baseUrl, peak, total } = await serve((path) => ({
      status: 200,
      body: json(path),
      delayMs: 40,
    }));
    // Two backends, as two i18n instances would have; both use the shared app-wide limiter.
    const backends = [
      createHttpBackend({ basePath: baseUrl }),
      createHttpBackend({ basePath: baseUrl }),
    ];
    const pairs = LANGUAGE_CODES.flatMap((lng) => NAMESPACES.map((ns) => [lng, ns] as const)).slice(
      0,
      30,
    );
    const reads = pairs.map(([lng, ns], i) => backends[i % 2]?.read(lng, ns));
    const results = await Promise.all(reads);
    expect(results).toHaveLength(30);
    expect(total()).toBe(30);
    expect(peak()).toBe(MAX_PARALLEL_READS);
  });

  it('retries a server error 5 times, 350 ms doubling, then fails', async () => {
    const { baseUrl, total } = await serve(() => ({ status: 500, body: 'oops' }));
    const { delays, sleep } = recordingSleep();
    const error = await failure(loadNamespace({ basePath: baseUrl, sleep }, 'en', 'common'));
    expect(delays).toEqual([350, 700, 1400, 2800, 5600]);
    expect(total()).toBe(6);
    expect(error).toMatchObject({ code: 'http', status: 500, attempts: 6 });
  });

  it('does not retry a 404', async () => {
    const { baseUrl, total } = await serve(() => ({ status: 404, body: '' }));
    const { delays, sleep } = recordingSleep();
    const error = await failure(loadNamespace({ basePath: baseUrl, sleep }, 'en', 'help'));
    expect(error).toMatchObject({ code: 'notFound', status: 404, attempts: 1 });
    expect(delays).toEqual([]);
    expect(total()).toBe(1);
  });

  it('retries a body that is not a JSON object, and succeeds when it becomes one', async () => {
    const bodies = ['{"truncated":', '[1, 2]', '{"ok":"yes"}'];
    const { baseUrl, total } = await serve((_path, hit) => ({
      status: 200,
      body: bodies[hit - 1] ?? '',
    }));
    const { delays, sleep } = recordingSleep();
    await expect(loadNamespace({ basePath: baseUrl, sleep }, 'ja', 'auth')).resolves.toEqual({
      ok: 'yes',
    });
    expect(delays).toEqual([350, 700]);
    expect(total()).toBe(3);
  });

  it('fails with badJson once the retries are spent', async () => {
    const { baseUrl } = await serve(() => ({ status: 200, body: 'not json' }));
    const { sleep } = recordingSleep();
    const error = await failure(loadNamespace({ basePath: baseUrl, sleep }, 'ko', 'ui'));
    expect(error).toMatchObject({ code: 'badJson', attempts: 6 });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('retries network errors', async () => {
    const { sleep, delays } = recordingSleep();
    const down: HttpLoaderOptions = { basePath: 'http://127.0.0.1:1/locales', sleep, retries: 2 };
    const error = await failure(loadNamespace(down, 'ru', 'common'));
    expect(error).toMatchObject({ code: 'network', attempts: 3 });
    expect(delays).toEqual([350, 700]);
  });

  it('rejects unknown languages and namespaces without a request', async () => {
    const { baseUrl, total } = await serve((path) => ({ status: 200, body: json(path) }));
    for (const [lng, ns] of [
      ['../../etc', 'common'],
      ['pt', 'passwd'],
    ] as const) {
      const error = await failure(loadNamespace({ basePath: baseUrl }, lng, ns));
      expect(error.code).toBe('invalidRequest');
    }
    expect(total()).toBe(0);
  });

  it('has the documented schedule', () => {
    expect([0, 1, 2, 3, 4].map((n) => retryDelay(n))).toEqual([350, 700, 1400, 2800, 5600]);
  });
});

describe('createI18n with the HTTP backend', () => {
  it('loads common at start and a route namespace only when asked', async () => {
    const { baseUrl, hits } = await serve((path) => ({
      status: 200,
      body: JSON.stringify(
        path.endsWith('/common.json')
          ? { nav: { home: 'Início (rede)' } }
          : { balance: 'Saldo (rede)' },
      ),
    }));
    const i18n = createI18n({
      supported: ['pt'],
      language: 'pt',
      storage: null,
      backend: { kind: 'http', basePath: baseUrl },
    });
    await whenReady(i18n);
    expect(i18n.t('nav.home')).toBe('Início (rede)');
    expect([...hits.keys()]).toEqual(['/locales/pt/common.json']);

    await i18n.loadNamespaces('wallet');
    expect(i18n.t('wallet:balance')).toBe('Saldo (rede)');
    expect([...hits.keys()].sort()).toEqual(['/locales/pt/common.json', '/locales/pt/wallet.json']);
  });

  it('loads the fallback language with the start, unless deferred until asked for', async () => {
    const { baseUrl, hits } = await serve((path) => ({
      status: 200,
      body: JSON.stringify(
        path.startsWith('/locales/pt/')
          ? { nav: { home: 'Início' }, onlyInPortuguese: 'Só em português' }
          : { nav: { home: 'Home' } },
      ),
    }));
    const options = {
      supported: ['en'],
      language: 'en',
      storage: null,
      backend: { kind: 'http', basePath: baseUrl },
    } as const;
    await whenReady(createI18n(options));
    expect([...hits.keys()].sort()).toEqual(['/locales/en/common.json', '/locales/pt/common.json']);

    hits.clear();
    const i18n = createI18n({ ...options, deferFallback: true });
    await whenReady(i18n);
    expect([...hits.keys()]).toEqual(['/locales/en/common.json']);
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.exists('onlyInPortuguese')).toBe(false);

    await loadFallbackLanguage(i18n);
    expect(i18n.t('onlyInPortuguese' as 'nav.home')).toBe('Só em português');
    expect(i18n.t('nav.home')).toBe('Home');
    await i18n.loadNamespaces('wallet');
    expect([...hits.keys()].sort()).toEqual([
      '/locales/en/common.json',
      '/locales/en/wallet.json',
      '/locales/pt/common.json',
      '/locales/pt/wallet.json',
    ]);
  });
});
