import { describe, expect, it } from 'vitest';
import {
  addDays,
  isIsoDate,
  presetOf,
  presetRange,
  rangeDays,
  REPORT_MAX_DAYS,
  utcDayOfSeconds,
  utcToday,
  validateDateRange,
  validateDay,
} from './date-range';

// 23:30 on 1 March 2024 in UTC-3 is already 2 March on the server's (UTC) calendar.
const NOW = new Date('2024-03-02T02:30:00Z');

describe('calendar days', () => {
  it('reads today on the UTC calendar', () => {
    expect(utcToday(NOW)).toBe('2024-03-02');
    expect(() => utcToday(new Date('nope'))).toThrow(RangeError);
  });

  it('gives the UTC day of a timestamp in seconds', () => {
    expect(utcDayOfSeconds(Date.UTC(2024, 0, 31, 23, 59) / 1000)).toBe('2024-01-31');
  });

  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-3')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(() => addDays('2024-13-01', 1)).toThrow(RangeError);
    expect(() => addDays('2024-01-01', 0.5)).toThrow(RangeError);
  });
});

describe('presets', () => {
  it('end today and count today as the first day', () => {
    expect(presetRange('today', NOW)).toEqual({ start: '2024-03-02', end: '2024-03-02' });
    expect(presetRange('last7Days', NOW)).toEqual({ start: '2024-02-25', end: '2024-03-02' });
    expect(rangeDays(presetRange('last30Days', NOW))).toBe(30);
  });

  it('recognise a range that is a preset', () => {
    expect(presetOf({ start: '2024-02-25', end: '2024-03-02' }, NOW)).toBe('last7Days');
    expect(presetOf({ start: '2024-02-26', end: '2024-03-02' }, NOW)).toBeUndefined();
  });
});

describe('validateDateRange', () => {
  it.each([
    [{ start: '2024-03-01', end: '2024-03-02' }, undefined],
    [{ start: '2024-03-02', end: '2024-03-02' }, undefined],
    [{ start: '2024-03-02', end: '2024-03-01' }, 'startAfterEnd'],
    [{ start: '2024-03-01', end: '2024-03-03' }, 'inFuture'],
    [{ start: '2024-03-03', end: '2024-03-04' }, 'inFuture'],
    [{ start: '', end: '2024-03-01' }, 'invalidDate'],
    [{ start: '2024-02-30', end: '2024-03-01' }, 'invalidDate'],
  ] as const)('%j is %s', (range, error) => {
    expect(validateDateRange(range, NOW)).toBe(error);
  });

  it(`allows at most ${REPORT_MAX_DAYS} days`, () => {
    const end = '2024-03-02';
    expect(validateDateRange({ start: addDays(end, 1 - REPORT_MAX_DAYS), end }, NOW)).toBe(
      undefined,
    );
    expect(validateDateRange({ start: addDays(end, -REPORT_MAX_DAYS), end }, NOW)).toBe('tooLong');
  });
});

describe('validateDay', () => {
  it('accepts today and earlier days, not later ones', () => {
    expect(validateDay('2024-03-02', NOW)).toBeUndefined();
    expect(validateDay('2023-12-31', NOW)).toBeUndefined();
    expect(validateDay('2024-03-03', NOW)).toBe('inFuture');
    expect(validateDay('03/02/2024', NOW)).toBe('invalidDate');
  });
});
