import { describe, expect, it } from 'vitest';
import { zodiacBalls } from './zodiac-chip';

describe('zodiacBalls', () => {
  it("gives the year's animal five balls and changes on lunar new year's day", () => {
    // 2026-02-17 starts the horse year (spec section 9); the day before is still the snake year.
    expect(zodiacBalls('horse', new Date('2026-02-17'))).toEqual([1, 13, 25, 37, 49]);
    expect(zodiacBalls('snake', new Date('2026-02-16'))).toEqual([1, 13, 25, 37, 49]);
    expect(zodiacBalls('horse', new Date('2026-02-16'))).toEqual([12, 24, 36, 48]);
  });

  it('returns no balls for a date outside the zodiac table or an invalid date', () => {
    expect(zodiacBalls('rat', new Date('2020-01-01'))).toEqual([]);
    expect(zodiacBalls('rat', new Date('not a date'))).toEqual([]);
  });
});
