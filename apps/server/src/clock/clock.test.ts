import { describe, expect, it } from 'vitest';
import { ManualClock, OffsetClock, systemClock } from './clock.ts';

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

  it('an offset clock follows its base plus an offset that only grows', () => {
    let base = Date.parse('2026-03-01T10:00:00Z');
    const clock = new OffsetClock(() => base);
    expect(clock.now().toISOString()).toBe('2026-03-01T10:00:00.000Z');
    base += 1000;
    expect(clock.now().toISOString()).toBe('2026-03-01T10:00:01.000Z');
    expect(clock.advance(24 * 60 * 60 * 1000).toISOString()).toBe('2026-03-02T10:00:01.000Z');
    expect(clock.offsetMs).toBe(86_400_000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
  });
});
