// Which brand a request comes from (issue 17): the brand header a brand app sets once in its
// client. Without it (older clients, scripts, the test suites) the request is the default brand's;
// an id that is not one of the seven is the client's mistake, a 400 that changes nothing. Browsers
// on a brand's own origin ask before sending a header that is not CORS-safelisted: the preflight
// answer may be kept two hours, so a page pays it once per URL.
import { HTTP_METHODS } from '@bet/api/contract/endpoint';
import { HEADER } from '@bet/api/contract/headers';
import { BRANDS, DEFAULT_BRAND, isBrandId, type BrandFacts } from '@bet/domain/brands';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config/config.ts';
import type { AppEnv } from './app-env.ts';
import { failure } from './envelope.ts';

/** How long a browser may keep a preflight answer, in seconds (Chromium caps it at 7200). */
export const PREFLIGHT_MAX_AGE_S = 7200;

/** The brand of a header value; undefined for an unknown brand id. */
export function brandOfHeader(value: string | undefined): BrandFacts | undefined {
  if (value === undefined || value.trim() === '') return BRANDS[DEFAULT_BRAND];
  const id = value.trim().toLowerCase();
  return isBrandId(id) ? BRANDS[id] : undefined;
}

/** Sets the request's brand (c.get('brand')), or answers 400 for an unknown one. */
export const requestBrand = createMiddleware<AppEnv>(async (c, next) => {
  const brand = brandOfHeader(c.req.header(HEADER.brand));
  if (brand === undefined)
    return c.json(failure(400, `Invalid request: headers.${HEADER.brand} is not a brand`), 400);
  c.set('brand', brand);
  return next();
});

/** The contract's request headers, allowed from the brand sites' origins. */
export function brandCors(config: Pick<Config, 'brandOrigins'>) {
  const origins = new Set(config.brandOrigins);
  return cors({
    origin: (origin) => (origins.has(origin) ? origin : null),
    allowMethods: [...HTTP_METHODS],
    allowHeaders: ['Content-Type', ...Object.values(HEADER)],
    exposeHeaders: ['Idempotent-Replayed'],
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
}
