// A brand app's environment, read in one module per app (design.md, "Configuration and
// environment are read in one module per app and validated there"). The production build is
// static files; the API base is its one setting.

export class BrandEnvError extends Error {
  override readonly name = 'BrandEnvError';
}

export interface BrandEnv {
  /** '' means the page's own origin (dev and preview proxy the API there). */
  readonly apiBaseUrl: string;
  /** The test routes' external page (VITE_TEST_PAGE_URL); absent: the API's /dev/test-page. */
  readonly testPageUrl?: string;
}

/** An absolute http(s) URL without a fragment (and without a query unless allowed). */
function httpUrl(name: string, raw: unknown, allowQuery: boolean): string {
  if (typeof raw !== 'string') throw new BrandEnvError(`${name} must be a string`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BrandEnvError(`${name} is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BrandEnvError(`${name} must be http(s), got ${url.protocol}`);
  }
  if ((!allowQuery && url.search !== '') || url.hash !== '') {
    throw new BrandEnvError(`${name} must not have a ${allowQuery ? '' : 'query or a '}fragment`);
  }
  return raw;
}

/**
 * Reads VITE_API_BASE_URL (empty, or an absolute http(s) origin with an optional path) and the
 * optional VITE_TEST_PAGE_URL.
 */
export function readBrandEnv(vars: Readonly<Record<string, unknown>>): BrandEnv {
  const api = vars.VITE_API_BASE_URL;
  const apiBaseUrl =
    api === undefined || api === ''
      ? ''
      : httpUrl('VITE_API_BASE_URL', api, false).replace(/\/+$/, '');
  const test = vars.VITE_TEST_PAGE_URL;
  if (test === undefined || test === '') return { apiBaseUrl };
  return { apiBaseUrl, testPageUrl: httpUrl('VITE_TEST_PAGE_URL', test, true) };
}
