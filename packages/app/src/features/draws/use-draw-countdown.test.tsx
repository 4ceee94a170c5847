import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockOffset, serverClockQuery } from '../../lib/api/server-clock';
import { useDrawCountdown } from './use-draw-countdown';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

/** A page whose server clock is `offsetMs` ahead of the browser's, already read. */
function withServerOffset(offsetMs: number) {
  const client = new QueryClient();
  client.setQueryData(serverClockQuery().queryKey, offsetMs);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('clockOffset', () => {
  it("is the server's time less the request's midpoint", () => {
    expect(clockOffset('2026-03-01T12:01:00.000Z', T0 - 200, T0 + 200)).toBe(MINUTE);
  });
});

describe('useDrawCountdown', () => {
  it("counts on the server's clock, recomputed each second and when a hidden tab returns", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
    // The server is a minute ahead; its deadline is ten minutes after its now.
    const deadline = new Date(T0 + MINUTE + 10 * MINUTE).toISOString();
    const { result } = renderHook(() => useDrawCountdown(deadline), {
      wrapper: withServerOffset(MINUTE),
    });
    expect(result.current).toEqual({ msLeft: 10 * MINUTE, passed: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.msLeft).toBe(10 * MINUTE - 1000);
    // The tab was hidden for five minutes and its timers did not run.
    vi.setSystemTime(T0 + 1000 + 5 * MINUTE);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.msLeft).toBe(5 * MINUTE - 1000);
    vi.setSystemTime(T0 + 11 * MINUTE);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toEqual({ msLeft: 0, passed: true });
  });

  it('knows nothing until the deadline and the clock are known', () => {
    const { result } = renderHook(() => useDrawCountdown(undefined), {
      wrapper: withServerOffset(0),
    });
    expect(result.current).toEqual({ msLeft: undefined, passed: false });
  });
});
