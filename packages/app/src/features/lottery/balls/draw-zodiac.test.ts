import { describe, expect, it } from 'vitest';
import { animalOfBall, drawZodiacOf } from './draw-zodiac';

describe("a draw's zodiac table", () => {
  it('is that of its Hong Kong date: 00:30 on lunar new year is the new year', () => {
    // 2026-02-16 16:30 UTC is 2026-02-17 00:30 in Hong Kong, the horse year's first day.
    const zodiac = drawZodiacOf('2026-02-16T16:30:00Z');
    expect(zodiac).toMatchObject({ day: '2026-02-17', year: 'horse' });
    expect(zodiac?.animals).toHaveLength(49);
    expect(zodiac && animalOfBall(zodiac, 1)).toBe('horse');
    expect(zodiac && animalOfBall(zodiac, 12)).toBe('goat');
  });

  it('keeps the old table until then', () => {
    const zodiac = drawZodiacOf('2026-02-16T13:30:00Z');
    expect(zodiac).toMatchObject({ day: '2026-02-16', year: 'snake' });
    expect(zodiac && animalOfBall(zodiac, 1)).toBe('snake');
    expect(zodiac && animalOfBall(zodiac, 49)).toBe('snake');
  });

  it('is null outside the table or for a date that is not one', () => {
    expect(drawZodiacOf('2028-03-01T13:30:00Z')).toBe(null);
    expect(drawZodiacOf('2024-01-01T13:30:00Z')).toBe(null);
    expect(drawZodiacOf('not a date')).toBe(null);
  });
});
