// A brand app's environment, read in one module per app (design.md, "Configuration and
// environment are read in one module per app and validated there"). The production build is
// static files; the API base is its one setting.

export class BrandEnvError extends Error {
  override readonly name = 'BrandEnvError';
}

export interface BrandEnv {
  /** '' means the page's own origin (dev and preview proxy the API there). */
  readonly apiBaseUrl: string;
}

/** Reads VITE_API_BASE_URL: empty, or an absolute http(s) origin with an optional path. */
export function readBrandEnv(vars: Readonly<Record<string, unknown>>): BrandEnv {
  const raw = vars.VITE_API_BASE_URL;
  if (raw === undefined || raw === '') return { apiBaseUrl: '' };
  if (typeof raw !== 'string') throw new BrandEnvError('VITE_API_BASE_URL must be a string');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BrandEnvError(`VITE_API_BASE_URL is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BrandEnvError(`VITE_API_BASE_URL must be http(s), got ${url.protocol}`);
  }
  if (url.search !== '' || url.hash !== '') {
    throw new BrandEnvError('VITE_API_BASE_URL must not have a query or a fragment');
  }
  return { apiBaseUrl: raw.replace(/\/+$/, '') };
}
