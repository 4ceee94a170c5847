import { describe, expect, it } from 'vitest';
import { BALLS, COLOR_BALLS, ballColor, specialCodeSides, tailOf } from './mark-six';

describe('ballColor', () => {
  it('covers each of the 49 balls once: 17 red, 16 blue, 16 green', () => {
    expect(BALLS).toHaveLength(49);
    expect(COLOR_BALLS.red).toHaveLength(17);
    expect(COLOR_BALLS.blue).toHaveLength(16);
    expect(COLOR_BALLS.green).toHaveLength(16);
    const all = [...COLOR_BALLS.red, ...COLOR_BALLS.blue, ...COLOR_BALLS.green].sort(
      (a, b) => a - b,
    );
    expect(all).toEqual(BALLS);
  });

  it.each([
    [1, 'red'],
    [3, 'blue'],
    [5, 'green'],
    [12, 'red'],
    [25, 'blue'],
    [45, 'red'],
    [48, 'blue'],
    [49, 'green'],
  ])('ball %i is %s', (ball, color) => {
    expect(ballColor(ball)).toBe(color);
  });

  it.each([0, 50, 1.5, Number.NaN, -3])('rejects %s', (ball) => {
    expect(() => ballColor(ball)).toThrow(RangeError);
  });
});

describe('specialCodeSides', () => {
  it('big is 25-48, small 1-24', () => {
    expect(specialCodeSides(24)).toMatchObject({ big: false, small: true });
    expect(specialCodeSides(25)).toMatchObject({ big: true, small: false });
    expect(specialCodeSides(48)).toMatchObject({ big: true, small: false });
    expect(specialCodeSides(49)).toMatchObject({ big: false, small: false });
  });

  it('digit sum big at 7 or more, tail big at 5-9', () => {
    expect(specialCodeSides(16)).toMatchObject({
      sumBig: true,
      sumSmall: false,
      sumOdd: true,
      tailBig: true,
    });
    expect(specialCodeSides(42)).toMatchObject({
      sumBig: false,
      sumSmall: true,
      sumEven: true,
      tailSmall: true,
    });
    expect(specialCodeSides(7)).toMatchObject({ sumBig: true, odd: true, tailBig: true });
    expect(specialCodeSides(10)).toMatchObject({
      sumSmall: true,
      sumOdd: true,
      even: true,
      tailSmall: true,
    });
  });

  it('gives a tail', () => {
    expect(tailOf(49)).toBe(9);
    expect(tailOf(10)).toBe(0);
  });
});
