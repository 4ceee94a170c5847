import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOR_BALLS } from './mark-six-balls';
import { MarkSixDrawError } from './mark-six-settle';
import { markSixTrends } from './mark-six-trends';
import { drawCalendarDate, zodiacOf } from './mark-six-zodiac';

// 2026-02-17 is lunar new year: the snake's year before it, the horse's from it.
const snakeDay = new Date('2026-02-16T00:00:00Z');
const horseDay = new Date('2026-02-17T00:00:00Z');

// Newest first, as lottery.draws lists them.
const draws = [
  { numbers: [1, 2, 3, 4, 5, 6], special: 7, date: horseDay },
  { numbers: [1, 10, 20, 30, 40, 49], special: 2, date: horseDay },
  { numbers: [1, 11, 21, 31, 41, 48], special: 3, date: snakeDay },
];

describe('markSixTrends', () => {
  it('counts each ball over the window and the draws since it was last seen', () => {
    const trends = markSixTrends(draws);
    expect(trends.draws).toBe(3);
    expect(trends.balls).toHaveLength(49);
    expect(trends.balls[0]).toEqual({ ball: 1, count: 3, since: 0 });
    // Ball 2: regular in the newest draw, special in the second.
    expect(trends.balls[1]).toEqual({ ball: 2, count: 2, since: 0 });
    expect(trends.balls[9]).toEqual({ ball: 10, count: 1, since: 1 });
    expect(trends.balls[10]).toEqual({ ball: 11, count: 1, since: 2 });
    // Never drawn: missing for the whole window.
    expect(trends.balls[11]).toEqual({ ball: 12, count: 0, since: 3 });
  });

  it('lists hot and cold balls, equal counts in ball order', () => {
    const trends = markSixTrends(draws);
    expect(trends.hot(4).map((b) => b.ball)).toEqual([1, 2, 3, 4]);
    expect(trends.hot(4).map((b) => b.count)).toEqual([3, 2, 2, 1]);
    expect(trends.cold(3).map((b) => b.ball)).toEqual([8, 9, 12]);
    expect(trends.hot(0)).toEqual([]);
    expect(trends.cold(100)).toHaveLength(49);
    expect(() => trends.hot(-1)).toThrow(RangeError);
    expect(() => trends.cold(1.5)).toThrow(RangeError);
  });

  it('counts colours among every drawn ball and among special codes', () => {
    const trends = markSixTrends(draws);
    const all = { red: 0, blue: 0, green: 0 };
    for (const draw of draws)
      for (const ball of [...draw.numbers, draw.special])
        for (const [color, balls] of Object.entries(COLOR_BALLS))
          if (balls.includes(ball)) all[color as keyof typeof all] += 1;
    expect(trends.colors.all).toEqual(all);
    // Specials 7 (red), 2 (red), 3 (blue).
    expect(trends.colors.special).toEqual({ red: 2, blue: 1, green: 0 });
  });

  it("reads each ball's animal on its own draw's date", () => {
    const trends = markSixTrends(draws);
    // Ball 1 is the year's animal: horse in the two newer draws, snake in the oldest.
    expect(zodiacOf(1, horseDay)).toBe('horse');
    expect(zodiacOf(1, snakeDay)).toBe('snake');
    // Special 3 on the snake's day is the rabbit; special 7 and 2 in the horse's year: rat, snake.
    expect(trends.zodiacs.special).toMatchObject({ rabbit: 1, rat: 1, snake: 1, horse: 0 });
    const horses = draws
      .flatMap((d) => [...d.numbers, d.special].map((ball) => zodiacOf(ball, d.date)))
      .filter((animal) => animal === 'horse').length;
    expect(trends.zodiacs.all.horse).toBe(horses);
    expect(trends.zodiacs.all.snake).toBeGreaterThanOrEqual(1);
  });

  it('answers an empty window with zero counts', () => {
    const trends = markSixTrends([]);
    expect(trends.draws).toBe(0);
    expect(trends.balls.every((b) => b.count === 0 && b.since === 0)).toBe(true);
    expect(trends.hot(2).map((b) => b.ball)).toEqual([1, 2]);
    expect(trends.colors.all).toEqual({ red: 0, blue: 0, green: 0 });
    expect(Object.values(trends.zodiacs.all).every((n) => n === 0)).toBe(true);
  });

  it('refuses a draw that is not six distinct numbers and a distinct special', () => {
    expect(() => markSixTrends([{ numbers: [1, 2, 3, 4, 5], special: 6, date: horseDay }])).toThrow(
      MarkSixDrawError,
    );
    expect(() =>
      markSixTrends([{ numbers: [1, 2, 3, 4, 5, 6], special: 6, date: horseDay }]),
    ).toThrow(MarkSixDrawError);
  });

  it('adds up: seven balls a draw in counts, colours and animals', () => {
    const draw = fc
      .uniqueArray(fc.integer({ min: 1, max: 49 }), { minLength: 7, maxLength: 7 })
      .chain((balls) =>
        fc
          .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z') })
          .filter((d) => !Number.isNaN(d.getTime()))
          .map((at) => ({
            numbers: balls.slice(0, 6),
            special: balls[6] ?? 1,
            date: drawCalendarDate(at),
          })),
      );
    fc.assert(
      fc.property(fc.array(draw, { maxLength: 50 }), (window) => {
        const trends = markSixTrends(window);
        const total = (values: Record<string, number>) =>
          Object.values(values).reduce((a, b) => a + b, 0);
        expect(trends.balls.reduce((sum, b) => sum + b.count, 0)).toBe(7 * window.length);
        expect(total(trends.colors.all)).toBe(7 * window.length);
        expect(total(trends.zodiacs.all)).toBe(7 * window.length);
        expect(total(trends.colors.special)).toBe(window.length);
        expect(total(trends.zodiacs.special)).toBe(window.length);
        for (const b of trends.balls) expect(b.count === 0).toBe(b.since === window.length);
      }),
      { numRuns: 100 },
    );
  });
});
