import { describe, expect, it } from 'vitest';
import {
  LUNAR_NEW_YEARS,
  ZODIAC_ANIMALS,
  ZodiacTableError,
  ballsOfAnimal,
  calendarDate,
  drawCalendarDate,
  yearAnimal,
  zodiacOf,
  zodiacTable,
} from './mark-six';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const eve = (iso: string) => new Date(day(iso).getTime() - 86_400_000);

describe('yearAnimal and zodiacOf on lunar new year', () => {
  const previous = {
    '2024-02-10': undefined,
    '2025-01-29': 'dragon',
    '2026-02-17': 'snake',
    '2027-02-06': 'horse',
  } as const;

  it.each(LUNAR_NEW_YEARS.map((y) => [y.date, y.animal] as const))(
    '%s starts the %s year',
    (date, animal) => {
      expect(yearAnimal(day(date))).toBe(animal);
      expect(zodiacOf(1, day(date))).toBe(animal);
      expect(zodiacOf(49, day(date))).toBe(animal);
      // Late in the day still counts as that calendar date.
      expect(yearAnimal(new Date(`${date}T23:59:59Z`))).toBe(animal);
    },
  );

  it.each(Object.entries(previous))(
    'the eve of %s belongs to the previous year (%s)',
    (date, animal) => {
      if (animal === undefined) expect(() => yearAnimal(eve(date))).toThrow(ZodiacTableError);
      else expect(zodiacOf(1, eve(date))).toBe(animal);
    },
  );

  it('runs the animals backwards from ball 1', () => {
    // 2025 is the snake year: 1 snake, 2 dragon, 3 rabbit, 4 tiger, 5 ox, 6 rat, 7 pig, 8 dog.
    const date = day('2025-06-01');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 12, 13].map((b) => zodiacOf(b, date))).toEqual([
      'snake',
      'dragon',
      'rabbit',
      'tiger',
      'ox',
      'rat',
      'pig',
      'dog',
      'horse',
      'snake',
    ]);
  });

  it('gives the year animal five balls and the others four', () => {
    for (const { date } of LUNAR_NEW_YEARS) {
      const table = zodiacTable(day(date));
      const year = yearAnimal(day(date));
      for (const animal of ZODIAC_ANIMALS) {
        const balls = ballsOfAnimal(animal, day(date));
        expect(balls).toHaveLength(animal === year ? 5 : 4);
        expect(balls.every((b) => table[b - 1] === animal)).toBe(true);
      }
      expect(ballsOfAnimal(year, day(date))).toEqual([1, 13, 25, 37, 49]);
    }
  });
});

describe('table range', () => {
  it('throws before the first new year and from 2028-01-01', () => {
    expect(() => zodiacOf(1, day('2024-02-09'))).toThrow(ZodiacTableError);
    expect(() => zodiacOf(1, day('2023-06-01'))).toThrow(ZodiacTableError);
    expect(zodiacOf(1, day('2027-12-31'))).toBe('goat');
    expect(() => zodiacOf(1, day('2028-01-01'))).toThrow(ZodiacTableError);
    expect(() => zodiacOf(1, day('2030-01-01'))).toThrow(/2028-01-01/);
  });

  it('accepts an extended table', () => {
    const table = {
      newYears: [...LUNAR_NEW_YEARS, { date: '2028-01-26', animal: 'monkey' as const }],
      validUntil: '2029-02-13',
    };
    expect(zodiacOf(1, day('2028-01-25'), table)).toBe('goat');
    expect(zodiacOf(1, day('2028-01-26'), table)).toBe('monkey');
  });

  it('rejects bad balls and dates', () => {
    expect(() => zodiacOf(0, day('2025-06-01'))).toThrow(RangeError);
    expect(() => zodiacOf(50, day('2025-06-01'))).toThrow(RangeError);
    expect(() => calendarDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('drawCalendarDate', () => {
  it('is the Hong Kong date of the draw', () => {
    expect(calendarDate(drawCalendarDate(new Date('2027-02-05T13:30:00Z')))).toBe('2027-02-05');
    // 16:30 UTC is 00:30 the next day in Hong Kong: lunar new year's day, the goat's table.
    const newYear = drawCalendarDate(new Date('2027-02-05T16:30:00Z'));
    expect(calendarDate(newYear)).toBe('2027-02-06');
    expect(yearAnimal(newYear)).toBe('goat');
    expect(yearAnimal(drawCalendarDate(new Date('2027-02-05T15:59:59Z')))).toBe('horse');
  });
});
