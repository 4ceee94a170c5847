// The app's side of the starter (issue 18; vite/starter/starter.ts): the first screen's reads left
// with the HTML, and their answers wait in window.__betEarly. The HTTP client's fetch takes one
// over when the app's own request is the very same (GET, URL, every header): a signed-out visitor
// (the starter works the language out by the app's own rule). Anything else (a member's token, a
// language changed since, a failed read) goes to the network as usual, and the answer still goes
// through the client's envelope and schema checks. Each answer is used once.
import earlyReads from '../../vite/starter/early-reads.json';

export interface EarlyRead {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly response: Promise<Response>;
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

const READ_PATHS = earlyReads.reads.map((read) => read.path);

/** `fetch` that answers a request the starter already sent with the starter's answer. */
export function earlyFetch(base: Fetch, early: EarlyRead[] | undefined): Fetch {
  return async (input, init) => {
    // Read without building a Request: that would take over the body of a write.
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = new URL(request?.url ?? String(input), globalThis.location?.href);
    if (method !== 'GET' || !READ_PATHS.some((path) => url.pathname.endsWith(path))) {
      return base(input, init);
    }
    const headers = new Headers(init?.headers ?? request?.headers);
    const index =
      early?.findIndex((read) => read.url === url.href && sameHeaders(headers, read.headers)) ?? -1;
    const match = index < 0 ? undefined : early?.splice(index, 1)[0];
    if (match === undefined) return base(input, init);
    try {
      return await match.response;
    } catch {
      return base(input, init);
    }
  };
}

/** The browser's: the starter's answers, when there are any. */
export function browserEarlyFetch(base: Fetch = globalThis.fetch.bind(globalThis)): Fetch {
  if (typeof window === 'undefined') return base;
  return earlyFetch(base, window.__betEarly);
}
