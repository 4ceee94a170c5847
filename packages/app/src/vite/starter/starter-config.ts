// What the brand Vite preset writes into starter.js: the reads of early-reads.json, the brand's
// header on every read (the API client sends it on every call) and the API's base. One function,
// for the preset and for the test that runs the starter against the app's own client.
import earlyReads from './early-reads.json' with { type: 'json' };

/** Where starter.js takes its configuration. */
export const STARTER_CONFIG = '__BET_EARLY__';

/** The starter's configuration for `brand` (its id) and `apiBase` (VITE_API_BASE_URL, '' for the site's origin). */
export function starterConfig(apiBase: string, brand: string) {
  const { $comment: _comment, brandHeader, ...config } = earlyReads;
  return {
    ...config,
    headers: { ...config.headers, [brandHeader]: brand },
    apiBase: apiBase.replace(/\/+$/, ''),
  };
}
