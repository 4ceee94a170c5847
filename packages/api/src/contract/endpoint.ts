import * as z from 'zod';
import { SERVICE_PREFIX, type Service } from './service-paths';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * - member: needs a session token (spec section 6, protected data).
 * - optional: works for visitors, personalised when a token is sent.
 * - none: never sends the session token (sign-in, registration, non-login chat).
 * - refresh: sends the refresh token instead (spec section 7, token refresh).
 */
export const AUTH_MODES = ['member', 'optional', 'none', 'refresh'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** Any zod object schema (strip, loose or strict). */
export type ObjectSchema = z.ZodObject<z.core.$ZodLooseShape, z.core.$ZodObjectConfig>;

/** Names of the `{name}` segments of a path, as a union. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** Everything one call of the contract is: the server registers it, the client calls it. */
export interface EndpointDescriptor {
  /** `group.name`; the client exposes it as `api.group.name()` and `api.call('group.name')`. */
  readonly id: `${string}.${string}`;
  readonly method: HttpMethod;
  readonly service: Service;
  /** Path after the service prefix, with `{name}` path parameters. */
  readonly path: `/${string}`;
  readonly auth: AuthMode;
  /** Sends `platform: 1` (spec section 7 marks these calls "platform header 1"). */
  readonly platformHeader?: true;
  /** Money-moving call: carries an Idempotency-Key and may then be retried (design.md). */
  readonly idempotent?: true;
  /** `false` when spec section 7 does not show the path and this contract chose it. */
  readonly documented?: false;
  /** A non-zero business code yields `null` data instead of an error (spec section 7, Sports). */
  readonly nullOnBusinessError?: true;
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: z.ZodType;
  /** Extra request headers the caller supplies (non-login chat token). */
  readonly headers?: ObjectSchema;
  /** Schema of the envelope's `data` on success. */
  readonly response: z.ZodType;
  readonly purpose: string;
}

/** Requires a `params` schema exactly when the path has `{name}` segments. */
type ParamsMatchPath<E extends EndpointDescriptor> = [PathParamNames<E['path']>] extends [never]
  ? { readonly params?: undefined }
  : {
      readonly params: z.ZodObject<
        { [K in PathParamNames<E['path']>]: z.ZodType },
        z.core.$ZodObjectConfig
      >;
    };

/** Error thrown at module load when a descriptor contradicts itself (a programming error). */
export class EndpointDefinitionError extends Error {
  override readonly name = 'EndpointDefinitionError';
}

const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] ?? '');
}

function assertConsistent(endpoint: EndpointDescriptor): void {
  const inPath = pathParamNames(endpoint.path).sort();
  const inSchema = Object.keys(endpoint.params?.shape ?? {}).sort();
  if (inPath.join() !== inSchema.join()) {
    throw new EndpointDefinitionError(
      `${endpoint.id}: path params [${inPath.join()}] differ from schema [${inSchema.join()}]`,
    );
  }
  if (endpoint.body !== undefined && endpoint.method === 'GET') {
    throw new EndpointDefinitionError(`${endpoint.id}: a GET has no body`);
  }
}

/** Declares one call of the contract; checks its path parameters against its schema. */
export function defineEndpoint<const E extends EndpointDescriptor>(
  endpoint: E & ParamsMatchPath<E>,
): E {
  assertConsistent(endpoint);
  return endpoint;
}

/** Path with the service prefix, e.g. `/sports/api/v1/{game}/bet`. */
export function fullPath(endpoint: Pick<EndpointDescriptor, 'service' | 'path'>): string {
  return `${SERVICE_PREFIX[endpoint.service]}${endpoint.path}`;
}

/** The full path in `:name` router syntax (Hono, Express). */
export function colonPath(endpoint: Pick<EndpointDescriptor, 'service' | 'path'>): string {
  return fullPath(endpoint).replace(PARAM, ':$1');
}

/** Fills `{name}` segments with URL-encoded values; a missing value is a definition error. */
export function buildPath(
  endpoint: Pick<EndpointDescriptor, 'id' | 'service' | 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return fullPath(endpoint).replace(PARAM, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined)
      throw new EndpointDefinitionError(`${endpoint.id}: missing path param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Every JSON response: `{ code, msg, data }`, code 0 is success (design.md). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** The envelope before `data` is known to be the success schema. */
export const envelopeHeadSchema = envelope(z.unknown());
export type EnvelopeHead = z.infer<typeof envelopeHeadSchema>;

export { SUCCESS_CODE } from './success-code';

export type EndpointData<E extends EndpointDescriptor> = E extends { nullOnBusinessError: true }
  ? z.output<E['response']> | null
  : z.output<E['response']>;

type Part<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { readonly [P in K]?: z.input<S> }
    : { readonly [P in K]: z.input<S> }
  : { readonly [P in K]?: never };

type SchemaOf<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What a caller passes: params, query, body and headers as the schemas accept them. */
export type EndpointInput<E extends EndpointDescriptor> = Part<'params', SchemaOf<E, 'params'>> &
  Part<'query', SchemaOf<E, 'query'>> &
  Part<'body', SchemaOf<E, 'body'>> &
  Part<'headers', SchemaOf<E, 'headers'>>;
