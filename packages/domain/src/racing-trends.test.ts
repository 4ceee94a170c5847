import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RacingError } from './racing';
import { PK10_SUMS } from './racing';
import { pk10Trends } from './racing-trends';

const draws = [
  [3, 8, 1, 10, 5, 2, 9, 4, 7, 6],
  [10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
  [3, 1, 2, 4, 5, 6, 7, 8, 9, 10],
];

describe('pk10Trends', () => {
  it('counts each car at each position, and the two sides of the position', () => {
    const trends = pk10Trends(draws);
    expect(trends.draws).toBe(3);
    expect(trends.positions.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const champion = trends.positions[0];
    // Champions 3, 10, 3.
    expect(champion?.cars).toEqual([0, 0, 2, 0, 0, 0, 0, 0, 0, 1]);
    expect(champion?.sides).toEqual({ big: 1, small: 2, odd: 2, even: 1 });
    const tenth = trends.positions[9];
    expect(tenth?.cars).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('counts the champion + runner-up sums and their sides', () => {
    const trends = pk10Trends(draws);
    // Sums 11, 19, 4.
    expect(trends.sums.map((s) => s.sum)).toEqual(PK10_SUMS);
    expect(trends.sums.filter((s) => s.count > 0)).toEqual([
      { sum: 4, count: 1 },
      { sum: 11, count: 1 },
      { sum: 19, count: 1 },
    ]);
    expect(trends.sumSides).toEqual({ big: 1, small: 2, odd: 2, even: 1 });
  });

  it('counts dragon and tiger for positions 1 to 5', () => {
    const trends = pk10Trends(draws);
    // Position 1: 3 v 6 tiger, 10 v 1 dragon, 3 v 10 tiger.
    expect(trends.dragonTiger[0]).toEqual({ position: 1, dragon: 1, tiger: 2 });
    expect(trends.dragonTiger.map((d) => d.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers an empty window with zero counts', () => {
    const trends = pk10Trends([]);
    expect(trends.draws).toBe(0);
    expect(trends.positions.every((p) => p.cars.every((n) => n === 0))).toBe(true);
    expect(trends.sums.every((s) => s.count === 0)).toBe(true);
  });

  it('refuses a draw that is not a permutation of cars 1-10', () => {
    expect(() => pk10Trends([[1, 1, 2, 3, 4, 5, 6, 7, 8, 9]])).toThrow(RacingError);
    expect(() => pk10Trends([[1, 2, 3]])).toThrow(RacingError);
  });

  it('adds up: one car per position, one sum and one of dragon/tiger per draw', () => {
    const draw = fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], {
      minLength: 10,
      maxLength: 10,
    });
    fc.assert(
      fc.property(fc.array(draw, { maxLength: 50 }), (window) => {
        const trends = pk10Trends(window);
        const n = window.length;
        for (const p of trends.positions) {
          expect(p.cars.reduce((a, b) => a + b, 0)).toBe(n);
          expect(p.sides.big + p.sides.small).toBe(n);
          expect(p.sides.odd + p.sides.even).toBe(n);
        }
        for (let car = 0; car < 10; car += 1)
          expect(trends.positions.reduce((sum, p) => sum + (p.cars[car] ?? 0), 0)).toBe(n);
        expect(trends.sums.reduce((a, s) => a + s.count, 0)).toBe(n);
        for (const d of trends.dragonTiger) expect(d.dragon + d.tiger).toBe(n);
      }),
      { numRuns: 100 },
    );
  });
});
