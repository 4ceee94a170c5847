// The starter (issue 18): a tiny classic script in the head of index.html, run as soon as it
// arrives, long before the app's JavaScript. It sends the first screen's reads (early-reads.json,
// written in by the brand Vite preset) and, as each answer comes, preloads the first picture it
// names, so that home's largest picture loads while the framework and the API client are still on
// their way; the app's query client starts with those answers (early-fetch.ts, onEarlyAnswers). The answers wait in window.__betEarly; the app's fetch takes one over when its own
// request is the same (lib/api/early-fetch.ts), else it is dropped.
// The preset bundles this file with the language rule of @bet/i18n and @bet/domain
// (starterSource): the starter asks in the very language the app will, a first visit included.
// A file of the site, not inline script: the site's policy allows script from its own origin only.
import { browserStorage, detectLanguage, navigatorLanguages } from '@bet/i18n/detect';
import { acceptLanguageHeader, type LanguageCode } from '@bet/domain/languages';
import type { EarlyRead } from '../../lib/api/early-fetch';
import { backingKey } from '../../lib/storage/stored-keys';

export interface StarterPicture {
  /** The field of the list item that holds the picture's URL. */
  readonly field: string;
  /** Only items of this kind (banners: 1 is a promotion tile). */
  readonly kind?: number | undefined;
  /** The pictures of this many first items (of the kind) show on the first screen; 1 if absent. */
  readonly count?: number | undefined;
}

/**
 * Header names and values. (TypeScript types early-reads.json's reads alike: a header one read
 * sends is undefined on the others.)
 */
export type StarterHeaders = Readonly<Record<string, string | undefined>>;

export interface StarterRead {
  readonly id: string;
  readonly path: string;
  readonly headers: StarterHeaders;
  /** Only on this path of the site; every page when absent. */
  readonly page?: string | undefined;
  readonly picture?: StarterPicture | undefined;
}

export interface StarterConfig {
  /** The brand's id: its header's value and its storage namespace. */
  readonly brand: string;
  readonly headers: StarterHeaders;
  readonly reads: readonly StarterRead[];
  /** VITE_API_BASE_URL without its trailing slash; '' for the site's origin. */
  readonly apiBase: string;
  /** The brand's languages and default (BRANDS of @bet/domain), as the app detects with them. */
  readonly supported: readonly LanguageCode[];
  readonly defaultLanguage: LanguageCode;
  /** The attribute of the starter's tag that lists home's first-screen code (preloadHomeCode). */
  readonly homeCodeAttribute: string;
  /** The attribute of the starter's tag that names each language's app strings chunk. */
  readonly appStringsAttribute: string;
}

/** The headers that have a value. */
function sent(headers: StarterHeaders): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) named[name] = value;
  return named;
}

/**
 * A preload link in the head: a first-screen picture (high priority), a read of JSON, or a module.
 * Reads and modules go in cors mode, as the app asks: fetch() reads so, its scripts are crossorigin.
 */
export function addPreload(href: string, kind: 'image' | 'fetch' | 'modulepreload'): void {
  const link = document.createElement('link');
  link.rel = kind === 'modulepreload' ? 'modulepreload' : 'preload';
  if (kind === 'image') {
    link.as = 'image';
    link.setAttribute('fetchpriority', 'high');
  } else {
    if (kind === 'fetch') link.as = 'fetch';
    link.crossOrigin = '';
  }
  link.href = href;
  document.head.appendChild(link);
}

function preloadPicture(href: unknown): void {
  if (typeof href === 'string' && href !== '') addPreload(href, 'image');
}

/** The pictures of the first items of the list (of the picture's kind), as many as it names. */
export function firstPictures(list: unknown, picture: StarterPicture): unknown[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (entry: unknown): entry is Record<string, unknown> =>
        typeof entry === 'object' &&
        entry !== null &&
        (picture.kind === undefined || (entry as { kind?: unknown }).kind === picture.kind),
    )
    .slice(0, picture.count ?? 1)
    .map((item) => item[picture.field]);
}

/**
 * The Accept-Language of the app's first requests: the language its i18n instance detects (the
 * stored setting, else the browser's, else the brand's default), as its HTTP client sends it.
 */
export function starterLanguage(
  config: Pick<StarterConfig, 'supported' | 'defaultLanguage'>,
  detected: LanguageCode = detectedLanguage(config),
): string {
  return acceptLanguageHeader(detected, config.defaultLanguage);
}

/** The language the app's i18n instance detects, by its rule. */
export function detectedLanguage(
  config: Pick<StarterConfig, 'supported' | 'defaultLanguage'>,
): LanguageCode {
  return detectLanguage({
    supported: config.supported,
    defaultLanguage: config.defaultLanguage,
    storage: browserStorage(),
    browserLanguages: navigatorLanguages,
  });
}

/**
 * Whether a member's session is stored (sealed, lib/storage/secure-storage.ts). A member's reads
 * carry the token, so the app cannot take the starter's answers over.
 */
export function hasStoredSession(brand: string): boolean {
  try {
    return window.localStorage.getItem(backingKey(brand, 'token')) !== null;
  } catch {
    return false;
  }
}

/**
 * Sends the reads of this page and keeps their answers in window.__betEarly. For a member only
 * the reads that name a picture go: the app's fetch cannot take their answers over (a member's
 * reads carry the token), but they fill the first render until the member's own answers come, and
 * the picture they preload is the one the member's page shows.
 */
export function startEarlyReads(
  config: StarterConfig,
  detected: LanguageCode = detectedLanguage(config),
): EarlyRead[] {
  const early: EarlyRead[] = (window.__betEarly = []);
  const language = starterLanguage(config, detected);
  const member = hasStoredSession(config.brand);
  for (const read of config.reads) {
    if (read.page !== undefined && read.page !== window.location.pathname) continue;
    if (member && read.picture === undefined) continue;
    const headers = sent({ ...config.headers, ...read.headers, 'Accept-Language': language });
    const url = new URL(config.apiBase + read.path, window.location.href).href;
    const response = fetch(url, { headers });
    // A failed read is the app's to report, when it asks for it (it then reads again itself).
    response.catch(() => undefined);
    const { picture } = read;
    // The answer of a read that names a picture, read as JSON: the app's first render shows it.
    const json =
      picture === undefined
        ? undefined
        : response.then((answer) => (answer.ok ? answer.clone().json() : undefined));
    early.push({ url, headers, response, json });
    if (picture === undefined || json === undefined) continue;
    json
      .then((body) =>
        firstPictures((body as { data?: unknown } | undefined)?.data, picture).forEach(
          preloadPicture,
        ),
      )
      // No picture to preload: the app reads and shows it as usual.
      .catch(() => undefined);
  }
  return early;
}
