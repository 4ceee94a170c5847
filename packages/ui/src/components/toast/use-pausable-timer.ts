// A countdown that can pause (hover or focus on a toast) and resume where it stopped, and that
// reports how much time is left for the progress bar.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PausableTimer {
  /** Fraction of the duration left, from 1 down to 0, refreshed every `tickMs`. */
  readonly remaining: number;
  readonly paused: boolean;
  readonly pause: () => void;
  readonly resume: () => void;
}

export function usePausableTimer(
  durationMs: number,
  onExpire: () => void,
  tickMs = 250,
): PausableTimer {
  const leftRef = useRef(durationMs);
  const startedRef = useRef(0);
  const [paused, setPaused] = useState(false);
  const [remaining, setRemaining] = useState(1);
  const expireRef = useRef(onExpire);

  useEffect(() => {
    expireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (paused) return undefined;
    startedRef.current = Date.now();
    const left = () => Math.max(0, leftRef.current - (Date.now() - startedRef.current));
    const timeout = setTimeout(() => expireRef.current(), leftRef.current);
    const interval = setInterval(() => setRemaining(left() / durationMs), tickMs);
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
      leftRef.current = left();
    };
  }, [paused, durationMs, tickMs]);

  const pause = useCallback(() => setPaused(true), []);
  const resume = useCallback(() => setPaused(false), []);
  return { remaining, paused, pause, resume };
}
