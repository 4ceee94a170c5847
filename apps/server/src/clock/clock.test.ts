import { describe, expect, it } from 'vitest';
import { ManualClock, systemClock } from './clock.ts';

describe('clocks', () => {
  it('a manual clock stands still until moved, and never runs backwards', () => {
    const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(clock.advance(90_000).toISOString()).toBe('2026-03-01T10:01:30.000Z');
    clock.set(new Date('2026-03-02T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(() => clock.set(new Date('2026-03-01T00:00:00Z'))).toThrow(RangeError);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => new ManualClock(new Date('nope'))).toThrow(RangeError);
  });

  it('the system clock reads the time', () => {
    const before = Date.now();
    expect(systemClock.now().getTime()).toBeGreaterThanOrEqual(before);
  });
});
