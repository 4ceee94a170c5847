import ky, { isHTTPError, isTimeoutError, type KyInstance } from 'ky';
import type { EndpointDescriptor } from '../contract/endpoint';
import { ApiFetchError, ApiHttpError, ApiTimeoutError, type ApiError } from './errors';
import type { PreparedRequest } from './request';
import { errorBodyMsg } from './response';
import { isRetryable, isTransient } from './retry-policy';

export interface TransportOptions {
  readonly baseUrl: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly backoff: (attempt: number) => number;
}

export type Send = (
  endpoint: EndpointDescriptor,
  request: PreparedRequest,
  headers: Readonly<Record<string, string>>,
  signal?: AbortSignal,
) => Promise<string>;

/** Maps whatever ky or fetch threw to the client's typed errors. */
export function toApiError(endpointId: string, error: unknown): ApiError {
  if (isHTTPError(error)) {
    return new ApiHttpError(endpointId, error.response.status, errorBodyMsg(error.data), {
      cause: error,
    });
  }
  if (isTimeoutError(error))
    return new ApiTimeoutError(endpointId, 'request timed out', { cause: error });
  const reason = error instanceof Error ? error.message : String(error);
  return new ApiFetchError(endpointId, `request failed: ${reason}`, { cause: error });
}

function createInstance(options: TransportOptions): KyInstance {
  return ky.create({
    ...(options.baseUrl === '' ? {} : { prefix: options.baseUrl }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    timeout: options.timeoutMs,
    throwHttpErrors: true,
  });
}

/**
 * One HTTP exchange with ky: per-attempt timeout, and retries only for retryable calls on
 * transient failures, with the backoff of spec section 9. Headers are fixed before the first
 * attempt, so a retry repeats the same Idempotency-Key.
 */
export function createTransport(options: TransportOptions): Send {
  const instance = createInstance(options);
  return async (endpoint, request, headers, signal) => {
    const retryable = isRetryable(endpoint);
    try {
      return await instance(request.path, {
        method: endpoint.method,
        headers: { Accept: 'application/json', ...request.headers, ...headers },
        searchParams: request.searchParams,
        ...(request.json === undefined ? {} : { json: request.json }),
        ...(signal === undefined ? {} : { signal }),
        retry: {
          limit: retryable ? options.retries : 0,
          methods: retryable
            ? [endpoint.method.toLowerCase() as Lowercase<typeof endpoint.method>]
            : [],
          shouldRetry: ({ error }) => isTransient(error),
          delay: options.backoff,
        },
      }).text();
    } catch (error) {
      throw toApiError(endpoint.id, error);
    }
  };
}
