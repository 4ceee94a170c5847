import { REQUEST_RETRIES, REQUEST_TIMEOUT_MS } from '@bet/domain/constants';
import type { EndpointData, EndpointDescriptor, EndpointInput } from '../contract/endpoint';
import { authRefresh } from '../contract/auth';
import { refreshSchema } from '../contract/auth-schemas';
import { ApiFetchError, isApiError, type ApiError } from './errors';
import { createEmitter, type ApiEvents, type Emitter } from './events';
import { callHeaders } from './headers';
import { createRefresher, type Renew } from './refresh';
import { prepareRequest, type RawInput } from './request';
import { readEnvelope } from './response';
import { toResult, type Result } from './result';
import { defaultBackoff } from './retry-policy';
import { createTransport, type Send } from './transport';
import type { ApiClientOptions } from './types';

/** Input of a request: the endpoint's params, query, body and headers, and an abort signal. */
export type RequestInput<E extends EndpointDescriptor> = EndpointInput<E> & {
  readonly signal?: AbortSignal;
};
type RequestArgs<E extends EndpointDescriptor> =
  object extends EndpointInput<E> ? [input?: RequestInput<E>] : [input: RequestInput<E>];

/**
 * The client core: calls any descriptor it is given. Importing a descriptor from its group module
 * (`@bet/api/contract/other-reads`) bundles only that group's schemas, where `createApiClient`
 * bundles the whole contract.
 */
export interface HttpClient {
  request<E extends EndpointDescriptor>(
    endpoint: E,
    ...args: RequestArgs<E>
  ): Promise<EndpointData<E>>;
  safeRequest<E extends EndpointDescriptor>(
    endpoint: E,
    ...args: RequestArgs<E>
  ): Promise<Result<EndpointData<E>>>;
  readonly events: Emitter<ApiEvents>;
}

interface Runtime {
  readonly options: ApiClientOptions;
  readonly send: Send;
  readonly events: Emitter<ApiEvents>;
  readonly newKey: () => string;
  renew: Renew;
}

type CallRequest = RawInput & { readonly signal?: AbortSignal };

const isUnauthorized = (error: unknown) =>
  isApiError(error) && error.kind === 'HTTP_ERROR' && error.status === 401;

/** One attempt sequence (ky retries inside) with the current tokens. */
async function attempt(
  rt: Runtime,
  endpoint: EndpointDescriptor,
  req: CallRequest,
  key: string | undefined,
) {
  const prepared = prepareRequest(endpoint, req);
  const { headers, token } = await callHeaders(
    endpoint,
    rt.options.tokens,
    rt.options.language(),
    key,
    rt.options.brand,
  );
  const run = async () =>
    readEnvelope(endpoint, await rt.send(endpoint, prepared, headers, req.signal));
  return { token, run };
}

/**
 * A call with the 401 policy of spec section 7: refresh once (shared by concurrent calls), then
 * replay once with the same Idempotency-Key. `none` and `refresh` calls never refresh.
 */
async function execute(
  rt: Runtime,
  endpoint: EndpointDescriptor,
  req: CallRequest,
): Promise<unknown> {
  const key = endpoint.idempotent ? rt.newKey() : undefined;
  const first = await attempt(rt, endpoint, req, key);
  try {
    return await first.run();
  } catch (error) {
    if (!isUnauthorized(error) || endpoint.auth === 'none' || endpoint.auth === 'refresh')
      throw error;
    if (first.token === null) {
      rt.events.emit('unauthorized', { endpointId: endpoint.id, reason: 'no-session' });
      throw error;
    }
    if (!(await rt.renew(first.token, endpoint.id))) throw error;
  }
  try {
    return await (await attempt(rt, endpoint, req, key)).run();
  } catch (error) {
    if (isUnauthorized(error))
      rt.events.emit('unauthorized', { endpointId: endpoint.id, reason: 'replay-rejected' });
    throw error;
  }
}

/** Every failure leaves as an ApiError and is reported on `request-error`. */
async function guarded(rt: Runtime, id: string, run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    const apiError: ApiError = isApiError(error)
      ? error
      : new ApiFetchError(
          id,
          `unexpected failure: ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
    rt.events.emit('request-error', { endpointId: id, error: apiError });
    throw apiError;
  }
}

function assertOptions(options: ApiClientOptions): void {
  const { timeoutMs, retries } = options;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    throw new RangeError(`timeoutMs must be a positive integer, got ${String(timeoutMs)}`);
  }
  if (retries !== undefined && !(Number.isInteger(retries) && retries >= 0 && retries <= 10)) {
    throw new RangeError(`retries must be an integer from 0 to 10, got ${String(retries)}`);
  }
}

function createRuntime(options: ApiClientOptions): Runtime {
  assertOptions(options);
  const send = createTransport({
    baseUrl: options.baseUrl,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retries: options.retries ?? REQUEST_RETRIES,
    backoff: options.backoff ?? defaultBackoff,
  });
  const events = createEmitter<ApiEvents>();
  const newKey = options.idempotencyKey ?? (() => globalThis.crypto.randomUUID());
  const rt: Runtime = { options, send, events, newKey, renew: async () => false };
  rt.renew = createRefresher({
    tokens: options.tokens,
    events,
    requestRefresh: async () => refreshSchema.parse(await execute(rt, authRefresh, {})),
  });
  return rt;
}

/** The HTTP client core on ky; see createApiClient for the typed client of the whole contract. */
export function createHttpClient(options: ApiClientOptions): HttpClient {
  const rt = createRuntime(options);
  const request = (endpoint: EndpointDescriptor, req: CallRequest = {}) =>
    guarded(rt, endpoint.id, () => execute(rt, endpoint, req));
  return {
    request: request as HttpClient['request'],
    safeRequest: ((endpoint: EndpointDescriptor, req?: CallRequest) =>
      toResult(() => request(endpoint, req))) as HttpClient['safeRequest'],
    events: rt.events,
  };
}
