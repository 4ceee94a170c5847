// The HTTP namespace loader (spec section 9, "Translation loader"; issue 6): an i18next backend that
// fetches `${basePath}/${lng}/${ns}.json`, so a route loads only the namespaces it needs.
// Policy: at most 10 requests in flight across the whole app (one shared limiter), 5 retries with a
// 350 ms base delay doubling each time (350, 700, 1400, 2800, 5600 ms). A 404 fails at once; a
// server error, a network error or a body that is not a JSON object is retried, then fails.
import type { BackendModule } from 'i18next';
import { isLanguageCode } from '@bet/domain/languages';
import { createLimiter, type Limiter } from './limiter';
import { isNamespace } from './namespaces';

export const MAX_PARALLEL_READS = 10;
export const MAX_RETRIES = 5;
export const RETRY_BASE_DELAY_MS = 350;

/** The one limiter every loader shares unless told otherwise: the 10 reads are app-wide. */
export const sharedLimiter: Limiter = createLimiter(MAX_PARALLEL_READS);

/** The part of the Fetch API the loader uses, so tests and servers can pass their own. */
export type FetchLike = (
  url: string,
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

export type HttpLoaderOptions = {
  /** Where the locales folder is served, e.g. '/locales' or 'https://cdn.example.com/locales'. */
  readonly basePath: string;
  readonly fetch?: FetchLike;
  readonly limiter?: Limiter;
  readonly retries?: number;
  readonly baseDelayMs?: number;
  /** Waits between attempts; injectable so tests need not wait for real. */
  readonly sleep?: (ms: number) => Promise<void>;
};

export type TranslationLoadErrorCode =
  'invalidRequest' | 'notFound' | 'http' | 'badJson' | 'network';

export class TranslationLoadError extends Error {
  override readonly name = 'TranslationLoadError';
  constructor(
    readonly code: TranslationLoadErrorCode,
    readonly url: string,
    /** Requests made, retries included (0 for an invalid request). */
    readonly attempts: number,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(
      `Loading ${url} failed (${code}${status === undefined ? '' : ` ${status}`}) after ${attempts} request(s)`,
      options,
    );
  }
}

export type Translations = Record<string, unknown>;

/** The delay before retry n (0-based): 350, 700, 1400, 2800, 5600 ms with the defaults. */
export function retryDelay(retry: number, baseDelayMs = RETRY_BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** retry;
}

export function namespaceUrl(basePath: string, lng: string, ns: string): string {
  return `${basePath.replace(/\/+$/, '')}/${lng}/${ns}.json`;
}

/** Fetches one namespace of one language with the retry policy above. */
export async function loadNamespace(
  options: HttpLoaderOptions,
  lng: string,
  ns: string,
): Promise<Translations> {
  const url = namespaceUrl(options.basePath, lng, ns);
  // Only known codes reach the URL, so nothing from outside can point the loader elsewhere.
  if (!isLanguageCode(lng) || !isNamespace(ns))
    throw new TranslationLoadError('invalidRequest', url, 0);
  const retries = options.retries ?? MAX_RETRIES;
  const limiter = options.limiter ?? sharedLimiter;
  const sleep = options.sleep ?? wait;
  const fetchFn = options.fetch ?? defaultFetch();
  for (let attempt = 1; ; attempt += 1) {
    // A slot is held only while the request is in flight, not while waiting to retry.
    const outcome = await limiter.run(() => fetchOnce(fetchFn, url));
    if (outcome.ok) return outcome.data;
    const { code, status, cause, retryable } = outcome;
    if (!retryable || attempt > retries)
      throw new TranslationLoadError(code, url, attempt, status, { cause });
    await sleep(retryDelay(attempt - 1, options.baseDelayMs));
  }
}

/** An i18next backend whose read answers with a promise (callbackApi false). */
export type HttpBackend = BackendModule & { read(lng: string, ns: string): Promise<Translations> };

/** The i18next backend plugin over loadNamespace. */
export function createHttpBackend(options: HttpLoaderOptions): HttpBackend {
  return {
    type: 'backend',
    callbackApi: false,
    init: () => undefined,
    read: (lng: string, ns: string) => loadNamespace(options, lng, ns),
  };
}

type Outcome =
  | { ok: true; data: Translations }
  | {
      ok: false;
      code: TranslationLoadErrorCode;
      retryable: boolean;
      status?: number;
      cause?: unknown;
    };

async function fetchOnce(fetchFn: FetchLike, url: string): Promise<Outcome> {
  let response: Awaited<ReturnType<FetchLike>>;
  let body: string;
  try {
    response = await fetchFn(url);
    body = await response.text();
  } catch (cause) {
    return { ok: false, code: 'network', retryable: true, cause };
  }
  if (response.status === 404)
    return { ok: false, code: 'notFound', retryable: false, status: 404 };
  if (!response.ok)
    return {
      ok: false,
      code: 'http',
      retryable: isTransient(response.status),
      status: response.status,
    };
  return parseTranslations(body);
}

/** Server errors, timeouts and rate limits may pass on a retry; other client errors will not. */
function isTransient(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

function parseTranslations(body: string): Outcome {
  try {
    const data: unknown = JSON.parse(body);
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
      return { ok: true, data: data as Translations };
    }
    return { ok: false, code: 'badJson', retryable: true };
  } catch (cause) {
    return { ok: false, code: 'badJson', retryable: true, cause };
  }
}

function defaultFetch(): FetchLike {
  if (typeof globalThis.fetch !== 'function') {
    throw new TypeError('No fetch available: pass one in the loader options');
  }
  return (url) => globalThis.fetch(url);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
