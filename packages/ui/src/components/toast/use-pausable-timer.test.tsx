import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePausableTimer } from './use-pausable-timer';

describe('usePausableTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires once after the duration', () => {
    const onExpire = vi.fn();
    renderHook(() => usePausableTimer(5000, onExpire));
    act(() => vi.advanceTimersByTime(4999));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('reports the fraction left as time passes', () => {
    const { result } = renderHook(() => usePausableTimer(1000, vi.fn()));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.remaining).toBeCloseTo(0.5, 5);
  });

  it('stops counting while paused and resumes with the time that was left', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => usePausableTimer(1000, onExpire));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.pause());
    expect(result.current.paused).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => result.current.resume());
    act(() => vi.advanceTimersByTime(399));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not fire after unmount', () => {
    const onExpire = vi.fn();
    const { unmount } = renderHook(() => usePausableTimer(1000, onExpire));
    unmount();
    act(() => vi.advanceTimersByTime(2000));
    expect(onExpire).not.toHaveBeenCalled();
  });
});
