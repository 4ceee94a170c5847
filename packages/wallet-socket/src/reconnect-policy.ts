/**
 * The wallet socket's reconnect policy (spec section 9, "Websocket reconnect: max 5, delay
 * min(10000, 1000 x attempt) ms"; section 4, "Wallet socket": the count resets on open).
 */

/** Reconnect attempts after a close before the socket gives up. */
export const MAX_RECONNECT_ATTEMPTS = 5;

/** Linear step per attempt (spec section 9). */
export const RECONNECT_DELAY_STEP_MS = 1000;

/** Ceiling of the delay (spec section 9). */
export const MAX_RECONNECT_DELAY_MS = 10_000;

/**
 * Delay in ms before reconnect attempt number `attempt` (1-based: the first retry after a close
 * is attempt 1). Attempts past the ceiling keep the 10 s delay.
 *
 * @throws RangeError when `attempt` is not a positive integer (0, negative, fractional, NaN or
 * infinite). An attempt number like that is a caller bug, and clamping it would hide the bug
 * behind a plausible-looking delay.
 */
export function reconnectDelay(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`reconnectDelay: attempt must be a positive integer, got ${attempt}`);
  }
  return Math.min(MAX_RECONNECT_DELAY_MS, RECONNECT_DELAY_STEP_MS * attempt);
}
