import { describe, expect, it } from 'vitest';
// The calendar helpers are @bet/domain's (date-range); the check-in counts on them.
import { addDays, utcToday as utcDay } from '@bet/domain/date-range';
import { CHECK_IN_REWARDS, rewardForStreak } from './check-in.ts';

describe('check-in calendar', () => {
  it('counts days in UTC across month and year ends', () => {
    expect(utcDay(new Date('2025-12-31T23:59:59Z'))).toBe('2025-12-31');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('grows the reward over a 7-day cycle, then starts the cycle again', () => {
    expect([1, 2, 7].map(rewardForStreak)).toEqual([
      CHECK_IN_REWARDS[0],
      CHECK_IN_REWARDS[1],
      CHECK_IN_REWARDS[6],
    ]);
    expect(rewardForStreak(8)).toBe(CHECK_IN_REWARDS[0]);
    expect(rewardForStreak(14)).toBe(CHECK_IN_REWARDS[6]);
  });
});
