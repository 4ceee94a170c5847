// Where the API lives on the site's own origin. The values are in service-paths.json, which the
// brand apps' Vite config (dev and preview proxy) reads too: Node loads that config outside any
// bundle, before @bet/api is built, and a JSON file needs no build.
import paths from './service-paths.json' with { type: 'json' };

/**
 * Service groups are path prefixes on one origin, in front of each endpoint's path. The root
 * service's paths all start with `/api`.
 */
export type Service =
  'root' | 'sports' | 'thirdGame' | 'pgGame' | 'tadaGame' | 'otherChat' | 'activities';

// Typed here (the compiler checks the JSON has every service), so the published declarations do
// not reference the JSON file.
export const SERVICE_PREFIX: Readonly<Record<Service, string>> = paths.servicePrefix;

/** The first path segment of every root-service endpoint. */
export const ROOT_API_PREFIX: string = paths.rootApiPrefix;

/** The wallet socket's path on the page's own host: `ws(s)://<host>/wss-new?token=...`. */
export const WALLET_SOCKET_PATH: string = paths.walletSocketPath;
