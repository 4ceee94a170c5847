// Registers one contract endpoint on Hono: validate, authenticate, run (idempotently for money),
// check the answer against the contract, reply with the envelope.
import { colonPath, type EndpointDescriptor } from '@bet/api/contract/endpoint';
import { HEADER, PLATFORM_WEB, tokenFromAuthorization } from '@bet/api/contract/headers';
import type { Context, Hono } from 'hono';
import { authenticate, type Principal } from '../auth/sessions.ts';
import { IDEMPOTENCY_KEY_PATTERN, idempotent, requestFingerprint } from '../ledger/idempotency.ts';
import type { Db } from '../db/database.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import type { CallContext, Route } from './call.ts';
import { ok } from './envelope.ts';
import { AppError, badRequest, unauthorized } from './errors.ts';
import { paramsMatch, readInput, type RawInput } from './read-input.ts';
import { clientAddress, requestLanguages } from './request-info.ts';
import type { AppEnv } from './app-env.ts';
import type { Services } from './services.ts';
import type { BrandFacts } from '@bet/domain/brands';
import { FALLBACK_LANGUAGE } from '@bet/domain/languages';
import { realmAllows } from '../members/realm.ts';

export function mountRoute(app: Hono<AppEnv>, route: Route, services: Services): void {
  const { endpoint } = route;
  app.on(endpoint.method, colonPath(endpoint), async (c, next) => {
    // Who first (401 before anything is read), then what (400), then the work.
    const bearer = tokenFromAuthorization(c.req.header(HEADER.authorization));
    const brand = c.get('brand');
    const principal = await resolvePrincipal(endpoint, bearer, services, brand);
    if (principal) c.set('memberId', principal.memberId);
    // Path parameters its schema refuses are not this route (a mark-six key is not a sport):
    // the next matching route, or the 404, answers (@bet/api's matchRoute does the same).
    if (!paramsMatch(c, endpoint)) return next();
    checkPlatform(c, endpoint);
    const input = await readInput(c, endpoint);
    const call = (db: Db | Tx): CallContext<EndpointDescriptor> => ({
      ...(input as Pick<CallContext<EndpointDescriptor>, keyof RawInput>),
      principal,
      bearer,
      db: db as Db,
      address: clientAddress(c, services.config.trustedProxies),
      brand,
      ...languagesOf(c.req.header(HEADER.language), brand),
      services,
    });
    const run = async (db: Db | Tx) => {
      if (!('handler' in route)) throw new Error(`${endpoint.id} has no handler`);
      return ok(checked(endpoint, await route.handler(call(db)), services));
    };
    if (!endpoint.idempotent) {
      const body = await run(services.db).catch(persistRefusal(services));
      return c.json(body);
    }
    const scope = idempotencyScope(c, endpoint, principal, input);
    const result =
      'runIdempotent' in route
        ? await route.runIdempotent(scope, call(services.db))
        : await idempotent(services.db, scope, async (tx) => ({
            status: 200,
            body: await run(tx),
          }));
    c.header('Idempotent-Replayed', String(result.replayed));
    return c.json(result.body as object, result.status as 200);
  });
}

/** A refusal that must still leave a trace (AppError.persist) records it, then propagates. */
function persistRefusal(services: Services) {
  return async (error: unknown): Promise<never> => {
    if (error instanceof AppError && error.persist)
      await inTransaction(services.db, (tx) => error.persist?.(tx) ?? Promise.resolve());
    throw error;
  };
}

async function resolvePrincipal(
  endpoint: EndpointDescriptor,
  bearer: string | null,
  services: Services,
  brand: BrandFacts,
): Promise<Principal | null> {
  if (endpoint.auth === 'none' || endpoint.auth === 'refresh' || bearer === null) {
    if (endpoint.auth === 'member') throw unauthorized();
    return null;
  }
  const session = await authenticate(
    services.db,
    services.config.secrets.tokenSecret,
    bearer,
    services.now(),
  );
  // A per-brand member's session is no session on another brand.
  const principal = session !== null && realmAllows(session.realm, brand) ? session : null;
  if (!principal && endpoint.auth === 'member') throw unauthorized();
  return principal;
}

/** The spec's "platform header 1" calls: a present header must say 1 (web); absent is allowed. */
function checkPlatform(c: Context, endpoint: EndpointDescriptor): void {
  const platform = c.req.header(HEADER.platform);
  if (endpoint.platformHeader && platform !== undefined && platform !== PLATFORM_WEB) {
    throw badRequest(`Invalid request: headers.platform must be ${PLATFORM_WEB}`);
  }
}

function idempotencyScope(
  c: Context,
  endpoint: EndpointDescriptor,
  principal: Principal | null,
  input: RawInput,
) {
  if (!principal) throw unauthorized();
  const key = c.req.header(HEADER.idempotencyKey);
  if (key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest(
      `Invalid request: headers.${HEADER.idempotencyKey} is required (8-128 characters of A-Z a-z 0-9 _ . : -)`,
    );
  }
  return {
    memberId: principal.memberId,
    key,
    fingerprint: requestFingerprint(endpoint.method, c.req.path, input),
  };
}

/** An answer that breaks the contract is a server bug: logged, and reported as a 500. */
function checked(endpoint: EndpointDescriptor, data: unknown, services: Services): unknown {
  const result = endpoint.response.safeParse(data);
  if (result.success) return data;
  services.logger.error('response breaks the contract', {
    endpoint: endpoint.id,
    issues: result.error.issues.slice(0, 5),
  });
  throw new Error(`response of ${endpoint.id} breaks the contract`);
}

function languagesOf(header: string | undefined, brand: BrandFacts) {
  const languages = requestLanguages(header, brand);
  return { language: languages[0] ?? FALLBACK_LANGUAGE, languages };
}
