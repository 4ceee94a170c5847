// Seconds left before something may be asked again: the resend countdown of a one-time code
// (the server's resend_after), shared by the auth forms and the profile's bindings.
import { useEffect, useState } from 'react';

/** `[seconds, start]`: the seconds left (0 when done), and a setter that starts a new countdown. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}
