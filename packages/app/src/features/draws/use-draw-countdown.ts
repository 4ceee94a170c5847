// Time left before a draw's deadline (spec section 4: betting closes at the deadline), measured on
// the server's clock. Recomputed from the clock every second, never counted down, so it is right
// again at once when a hidden tab comes back (browsers slow a hidden tab's timers). A page that
// follows several instants of one draw (its deadline and its draw time) reads one ticking clock
// (`useServerNowEachSecond`) and derives each countdown from it (`countdownTo`).
import { useEffect, useReducer } from 'react';
import { useServerClock } from '../../lib/api/server-clock';

export const COUNTDOWN_TICK_MS = 1000;

export interface DrawCountdownState {
  /** Milliseconds left (0 once passed); undefined until the server's clock is known. */
  readonly msLeft: number | undefined;
  /** The deadline has passed. */
  readonly passed: boolean;
}

/**
 * The server's now (ms), re-rendering every second and when a hidden tab becomes visible;
 * undefined until the server's clock has been read.
 */
export function useServerNowEachSecond(): number | undefined {
  const { ready, serverNow } = useServerClock();
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return ready ? serverNow() : undefined;
}

/** The countdown to `deadline` (an ISO date-time, or undefined while unknown) at `now`. */
export function countdownTo(
  deadline: string | undefined,
  now: number | undefined,
): DrawCountdownState {
  const target = deadline === undefined ? Number.NaN : Date.parse(deadline);
  if (now === undefined || Number.isNaN(target)) return { msLeft: undefined, passed: false };
  const msLeft = Math.max(0, target - now);
  return { msLeft, passed: msLeft === 0 };
}

/** `deadline`: an ISO date-time, or undefined while the draw is not known. */
export function useDrawCountdown(deadline: string | undefined): DrawCountdownState {
  return countdownTo(deadline, useServerNowEachSecond());
}
