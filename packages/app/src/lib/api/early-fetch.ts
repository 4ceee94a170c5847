// The app's side of the starter (issue 18; vite/starter/starter.ts): the first screen's reads left
// with the HTML, and their answers wait in window.__betEarly. The HTTP client's fetch takes one
// over when the app's own request is the very same (GET, URL, every header): a signed-out visitor
// (the starter works the language out by the app's own rule). Anything else (a member's token, a
// language changed since, a failed read) goes to the network as usual, and the answer still goes
// through the client's envelope and schema checks. Each answer is used once.
// The answers of the reads that name a picture are also read as JSON by the starter: the query
// client starts with them (seedEarlyAnswers, query-client.ts), so the first screen paints them
// before the API client and the schemas have loaded, and the query's own, validated answer
// replaces them ("validate lazily", issue 18).
import type { EndpointId } from '@bet/api/contract/endpoints';
import { SUCCESS_CODE } from '@bet/api/contract/success-code';
// The reads only (a named import): the file's $comment stays out of the bundle.
import { reads as EARLY_READS } from '../../vite/starter/early-reads.json';

export interface EarlyRead {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly response: Promise<Response>;
  /** The answer's JSON body, as the starter reads it (the reads that name a picture). */
  readonly json?: Promise<unknown> | undefined;
}

declare global {
  interface Window {
    /** Set by the starter script; absent in dev and tests. */
    __betEarly?: EarlyRead[];
  }
}

type Fetch = typeof globalThis.fetch;

/** The same header names and values, whatever their case. */
function sameHeaders(headers: Headers, early: Readonly<Record<string, string>>): boolean {
  const wanted = new Headers(early);
  const names = (h: Headers) => [...h.keys()].sort().join('\n');
  if (names(headers) !== names(wanted)) return false;
  return [...wanted].every(([name, value]) => headers.get(name) === value);
}

/** The starter's read of this path (early-reads.json), if it has one. */
function readOf(pathname: string) {
  return EARLY_READS.find((read) => pathname.endsWith(read.path));
}

/** `fetch` that answers a request the starter already sent with the starter's answer. */
export function earlyFetch(base: Fetch, early: EarlyRead[] | undefined): Fetch {
  return async (input, init) => {
    // Read without building a Request: that would take over the body of a write.
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = new URL(request?.url ?? String(input), globalThis.location?.href);
    if (method !== 'GET' || readOf(url.pathname) === undefined) {
      return base(input, init);
    }
    const headers = new Headers(init?.headers ?? request?.headers);
    const match = early?.find(
      (read) => read.url === url.href && sameHeaders(headers, read.headers),
    );
    // The app has asked for itself: the starter's answers of this URL are used up (the one that
    // matches) or older than the app's own (another language, a member's token).
    dropRead(early, url.href);
    if (match === undefined) return base(input, init);
    try {
      return await match.response;
    } catch {
      return base(input, init);
    }
  };
}

function dropRead(early: EarlyRead[] | undefined, url: string): void {
  if (early === undefined) return;
  for (let index = early.length - 1; index >= 0; index -= 1)
    if (early[index]?.url === url) early.splice(index, 1);
}

/** The envelope's data of a successful answer; undefined for anything else. */
function successData(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, data } = body as { code?: unknown; data?: unknown };
  return code === SUCCESS_CODE && data !== null ? data : undefined;
}

/**
 * Calls `use` with the data of each answer the starter reads (a success only), as it comes: the
 * id of the read (early-reads.json) and the envelope's data, not checked against the schema yet.
 */
export function onEarlyAnswers(
  use: (id: EndpointId, data: unknown) => void,
  early = globalThis.window?.__betEarly,
): void {
  for (const entry of early ?? []) {
    const read = readOf(new URL(entry.url).pathname);
    if (read === undefined || entry.json === undefined) continue;
    entry.json.then(
      (body) => {
        const data = successData(body);
        if (data !== undefined) use(read.id as EndpointId, data);
      },
      // No answer to show: the app reads as usual.
      () => undefined,
    );
  }
}

/** The browser's: the starter's answers, when there are any. */
export function browserEarlyFetch(base: Fetch = globalThis.fetch.bind(globalThis)): Fetch {
  if (typeof window === 'undefined') return base;
  return earlyFetch(base, window.__betEarly);
}
