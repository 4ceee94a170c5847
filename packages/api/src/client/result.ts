import { isApiError, type ApiError } from './errors';

/** Outcome of a call that does not throw. */
export type Result<T> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ApiError };

/** Runs a call and returns its Result; only ApiErrors are caught (the client throws no other). */
export async function toResult<T>(run: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    if (isApiError(error)) return { ok: false, error };
    throw error;
  }
}
