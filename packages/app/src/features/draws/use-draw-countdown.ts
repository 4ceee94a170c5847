// Time left before a draw's deadline (spec section 4: betting closes at the deadline), measured on
// the server's clock. Recomputed from the clock every second, never counted down, so it is right
// again at once when a hidden tab comes back (browsers slow a hidden tab's timers).
import { useEffect, useReducer } from 'react';
import { useServerClock } from '../../lib/api/server-clock';

export const COUNTDOWN_TICK_MS = 1000;

export interface DrawCountdownState {
  /** Milliseconds left (0 once passed); undefined until the server's clock is known. */
  readonly msLeft: number | undefined;
  /** The deadline has passed. */
  readonly passed: boolean;
}

/** `deadline`: an ISO date-time, or undefined while the draw is not known. */
export function useDrawCountdown(deadline: string | undefined): DrawCountdownState {
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
  const target = deadline === undefined ? Number.NaN : Date.parse(deadline);
  if (!ready || Number.isNaN(target)) return { msLeft: undefined, passed: false };
  const msLeft = Math.max(0, target - serverNow());
  return { msLeft, passed: msLeft === 0 };
}
