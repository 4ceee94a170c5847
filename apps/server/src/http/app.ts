// The Hono application: request log, error envelope, contract routes and the extra routes
// (websocket, payment pages, operator and dev endpoints).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env.ts';
import { brandCors, requestBrand } from './brand.ts';
import { colonPath } from '@bet/api/contract/endpoint';
import type { Route } from './call.ts';
import { failure } from './envelope.ts';
import { AppError } from './errors.ts';
import { redactPath } from '../log/redact-path.ts';
import { mountRoute } from './mount-route.ts';
import { MAX_BODY_BYTES } from './read-input.ts';
import type { Services } from './services.ts';

export type App = Hono<AppEnv>;

export const SERVER_ERROR_MSG = 'Server error, try again later';

export interface AppOptions {
  /** Paths whose next segment is a secret (`/pay` of `/pay/<token>`): the log shortens it. */
  secretPathPrefixes?: readonly string[];
}

export function createApp(
  services: Services,
  routes: Route[],
  extras: ((app: App) => void)[] = [],
  options: AppOptions = {},
): App {
  const app = new Hono<AppEnv>();
  const logPath = (path: string) => redactPath(path, options.secretPathPrefixes ?? []);
  app.use(requestLog(services, logPath));
  app.use(noSniff);
  // Preflights are answered before the brand is read: they never carry the brand header.
  app.use(brandCors(services.config));
  app.use(requestBrand);
  // Every route, pages and operator calls too: a larger body is refused before anyone reads it,
  // whether its length is declared or it comes in chunks.
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(failure(413, 'Request body too large'), 413),
    }),
  );
  for (const route of byPrecedence(routes)) mountRoute(app, route, services);
  for (const extra of extras) extra(app);
  app.notFound((c) => c.json(failure(404, 'Not found'), 404));
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.body(), error.status);
    // Text the database cannot store (a NUL) that no schema refused: still the client's input.
    if (isInvalidTextError(error)) {
      services.logger.warn('text the database cannot store reached it', {
        method: c.req.method,
        path: logPath(c.req.path),
      });
      return c.json(
        failure(400, 'Invalid request: text with characters that cannot be stored'),
        400,
      );
    }
    // A middleware's refusal (Hono's own): its status, in the envelope.
    if (error instanceof HTTPException && error.status < 500)
      return c.json(failure(error.status, error.message || 'Bad request'), error.status);
    services.logger.error('unhandled error', {
      method: c.req.method,
      path: logPath(c.req.path),
      error,
    });
    return c.json(failure(500, SERVER_ERROR_MSG), 500);
  });
  return app;
}

/**
 * Static segments before path parameters, position by position (`/api/v1/pg/mybet` before
 * `/api/v1/pg/{id}`), so that the most specific route answers first.
 */
export function byPrecedence(routes: Route[]): Route[] {
  // A parameter sorts after every literal segment; routes that cannot match the same path keep a
  // consistent (lexicographic) order, which does not matter.
  const key = (route: Route) =>
    colonPath(route.endpoint)
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '\uffff' : segment));
  const compare = (a: Route, b: Route): number => {
    const [left, right] = [key(a), key(b)];
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      const [l, r] = [left[i] ?? '', right[i] ?? ''];
      if (l !== r) return l < r ? -1 : 1;
    }
    return left.length - right.length;
  };
  return [...routes].sort(compare);
}

/** Postgres' "invalid byte sequence" (a NUL) and "untranslatable character": input, not a bug. */
const INVALID_TEXT_CODES: ReadonlySet<string> = new Set(['22021', '22P05']);

function isInvalidTextError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && INVALID_TEXT_CODES.has(String(error.code));
}

/** Every answer tells the browser not to guess its type: JSON stays data, never a page. */
const noSniff = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status !== 101) c.res.headers.set('X-Content-Type-Options', 'nosniff');
});

/**
 * One line per request: method, path (never the query, which may hold a token; a token in the
 * path shortened), status, time.
 */
function requestLog(services: Services, logPath: (path: string) => string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const memberId = c.get('memberId');
    services.logger.info('request', {
      method: c.req.method,
      path: logPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(memberId === undefined ? {} : { uid: memberId.toString() }),
    });
  });
}
