import type { z } from 'zod';

/**
 * Typed errors of the client (spec section 8, "Client error kinds"; issue 3). No UI side effect:
 * each error carries a translation key of the `errors` namespace (@bet/i18n) for the app to show,
 * and the server's `msg` where the spec says to show it instead.
 */
export const API_ERROR_KINDS = [
  'FETCH_ERROR',
  'TIMEOUT_ERROR',
  'PARSING_ERROR',
  'HTTP_ERROR',
  'BUSINESS_ERROR',
  'INVALID_INPUT',
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export const ERROR_KEYS = {
  unauthorized: 'errors.unauthorized',
  serverError: 'errors.serverError',
  pageNotWorking: 'errors.pageNotWorking',
  requestTimeout: 'errors.requestTimeout',
  fetchError: 'errors.fetchError',
  parsingError: 'errors.parsingError',
  somethingWentWrong: 'errors.somethingWentWrong',
} as const;
export type ErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];

export type Issue = z.core.$ZodIssue;

abstract class ApiErrorBase extends Error {
  abstract readonly kind: ApiErrorKind;
  /** Translation key of the message to show when there is no server `msg`. */
  abstract readonly messageKey: ErrorKey | string;

  constructor(
    /** The call that failed, e.g. 'profile.info'. */
    readonly endpointId: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${endpointId}: ${message}`, options);
  }
}

/** No answer: connection refused, DNS, offline, or the request was aborted. */
export class ApiFetchError extends ApiErrorBase {
  override readonly name = 'ApiFetchError';
  readonly kind = 'FETCH_ERROR';
  readonly messageKey = ERROR_KEYS.fetchError;
}

/** No answer within the timeout, after the retries the policy allows. */
export class ApiTimeoutError extends ApiErrorBase {
  override readonly name = 'ApiTimeoutError';
  readonly kind = 'TIMEOUT_ERROR';
  readonly messageKey = ERROR_KEYS.requestTimeout;
}

/** The body is not JSON, not an envelope, or `data` is not the endpoint's schema. */
export class ApiParsingError extends ApiErrorBase {
  override readonly name = 'ApiParsingError';
  readonly kind = 'PARSING_ERROR';
  readonly messageKey = ERROR_KEYS.parsingError;

  constructor(
    endpointId: string,
    message: string,
    readonly issues: readonly Issue[] = [],
    options?: { cause?: unknown },
  ) {
    super(endpointId, message, options);
  }
}

/** Spec section 8: 401 unauthorized; 500 and above server error; 400 and above page not working. */
export function httpMessageKey(status: number): ErrorKey {
  if (status === 401) return ERROR_KEYS.unauthorized;
  if (status >= 500) return ERROR_KEYS.serverError;
  return ERROR_KEYS.pageNotWorking;
}

/** A non-2xx answer. `msg` is the server's message when the body had one. */
export class ApiHttpError extends ApiErrorBase {
  override readonly name = 'ApiHttpError';
  readonly kind = 'HTTP_ERROR';
  readonly messageKey: ErrorKey;

  constructor(
    endpointId: string,
    readonly status: number,
    readonly msg: string | null,
    options?: { cause?: unknown },
  ) {
    super(endpointId, `HTTP ${status}${msg === null ? '' : `: ${msg}`}`, options);
    this.messageKey = httpMessageKey(status);
  }
}

/**
 * A 2xx envelope with a non-zero code (design.md): the server's msg is the message to show. `data`
 * is what the server sent along to recover from it, unparsed (e.g. the new odds of a refused bet:
 * `oddsChangedSchema`, or the limit warnings: `betRefusalSchema`); null when it sent none.
 */
export class ApiBusinessError extends ApiErrorBase {
  override readonly name = 'ApiBusinessError';
  readonly kind = 'BUSINESS_ERROR';
  readonly messageKey = ERROR_KEYS.somethingWentWrong;

  constructor(
    endpointId: string,
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(endpointId, `code ${code}: ${msg}`);
  }
}

/**
 * The caller's input failed the endpoint's schema; nothing was sent. `messageKey` is the first
 * issue's key when it is a validation key of @bet/domain (e.g. 'validation.cpfInvalid').
 */
export class ApiInvalidInputError extends ApiErrorBase {
  override readonly name = 'ApiInvalidInputError';
  readonly kind = 'INVALID_INPUT';
  readonly messageKey: string;

  constructor(
    endpointId: string,
    readonly part: 'params' | 'query' | 'body' | 'headers',
    readonly issues: readonly Issue[],
  ) {
    super(
      endpointId,
      `invalid ${part}: ${issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
    const first = issues[0]?.message ?? '';
    this.messageKey = first.startsWith('validation.') ? first : ERROR_KEYS.somethingWentWrong;
  }
}

export type ApiError =
  | ApiFetchError
  | ApiTimeoutError
  | ApiParsingError
  | ApiHttpError
  | ApiBusinessError
  | ApiInvalidInputError;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiErrorBase;
}

/** What to show: the server's msg when it sent one (spec section 8), else a translation key. */
export function userMessage(error: ApiError): { text: string } | { key: string } {
  const msg = 'msg' in error ? error.msg : null;
  return msg !== null && msg.trim() !== '' ? { text: msg } : { key: error.messageKey };
}
