// Every failure the API reports is an AppError: an HTTP status plus the envelope's code and msg
// (design.md, "Contract decisions"). HTTP errors carry their status as the code; business errors
// answer 200 with a non-zero code, as the client shows their msg (spec section 7, code 1).
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import type { KeyedRefusal } from '@bet/api/contract/common';

export const BUSINESS_ERROR_CODE = 1;

/** Work that must be kept although the request is refused (a failed payment-password try). */
export type Persist = (db: Db | Tx) => Promise<void>;

export class AppError extends Error {
  override name = 'AppError';
  readonly status: 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
  readonly code: number;
  /** Runs after the refused call's transaction rolled back, in a transaction of its own. */
  readonly persist: Persist | undefined;
  /** What the client needs to recover, sent as the envelope's data (e.g. the new odds). */
  readonly data: unknown;

  constructor(
    status: AppError['status'],
    code: number,
    msg: string,
    persist?: Persist,
    data: unknown = null,
  ) {
    super(msg);
    this.status = status;
    this.code = code;
    this.persist = persist;
    this.data = data;
  }

  /** The envelope of this refusal. */
  body(): { code: number; msg: string; data: unknown } {
    return { code: this.code, msg: this.message, data: this.data };
  }
}

export const badRequest = (msg: string): AppError => new AppError(400, 400, msg);
export const unauthorized = (msg = 'Unauthorized, please login again'): AppError =>
  new AppError(401, 401, msg);
export const forbidden = (msg = 'Forbidden'): AppError => new AppError(403, 403, msg);
export const notFound = (msg = 'Not found'): AppError => new AppError(404, 404, msg);
export const conflict = (msg: string): AppError => new AppError(409, 409, msg);
export const tooManyRequests = (msg: string): AppError => new AppError(429, 429, msg);
/** A rule of the product said no (insufficient balance, wrong payment password, ...). */
export const businessError = (msg: string, persist?: Persist): AppError =>
  new AppError(200, BUSINESS_ERROR_CODE, msg, persist);
/** A business refusal that tells the client what changed (issue 5: the new odds). */
export const businessErrorWithData = (msg: string, data: unknown, persist?: Persist): AppError =>
  new AppError(200, BUSINESS_ERROR_CODE, msg, persist, data);
/**
 * A business refusal the client says in the member's language: the English msg for logs and old
 * clients, and the errors catalogue's key as data (contract `keyedRefusalSchema`).
 */
export const keyedRefusal = (msg: string, key: KeyedRefusal['message_key']): AppError =>
  businessErrorWithData(msg, { message_key: key } satisfies KeyedRefusal);
