import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { EndpointDescriptor } from '../contract/endpoint';

/** Spec section 9: backoff grows with the attempt, capped at the 5th step. */
export const BACKOFF_BASE_MS = 300;
export const BACKOFF_CAP_STEP = 5;

/** 300, 600, 1200, 2400, 4800, 4800 ... ms for attempts 1, 2, 3, 4, 5, 6 ... */
export function defaultBackoff(attempt: number): number {
  const whole = Number.isFinite(attempt) ? Math.floor(attempt) : 1;
  const step = Math.min(Math.max(1, whole), BACKOFF_CAP_STEP);
  return BACKOFF_BASE_MS * 2 ** (step - 1);
}

/**
 * A call may be retried when repeating it is harmless: a read (GET), or a money-moving call that
 * carries an Idempotency-Key the server deduplicates on (design.md). Other writes are never
 * retried: a lost answer must not book twice.
 */
export function isRetryable(endpoint: Pick<EndpointDescriptor, 'method' | 'idempotent'>): boolean {
  return endpoint.method === 'GET' || endpoint.idempotent === true;
}

/**
 * What is worth another attempt: no retry for statuses below 500 (spec section 7); 5xx, network
 * failures and timeouts are retried.
 */
export function isTransient(error: unknown): boolean {
  if (isHTTPError(error)) return error.response.status >= 500;
  return isTimeoutError(error) || isNetworkError(error);
}
