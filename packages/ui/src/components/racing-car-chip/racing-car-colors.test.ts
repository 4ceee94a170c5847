import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio } from '../../theme';
import { isRacingCar, RACING_CAR_COLORS, type RacingCar } from './racing-car-colors';

const CARS: RacingCar[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('RACING_CAR_COLORS', () => {
  it('gives every car a number readable at WCAG AA on its colour', () => {
    for (const car of CARS) {
      const { fill, text } = RACING_CAR_COLORS[car];
      expect(contrastRatio(text, fill), `car ${car}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('gives the ten cars ten different colours', () => {
    expect(new Set(CARS.map((car) => RACING_CAR_COLORS[car].fill)).size).toBe(10);
  });
});

describe('isRacingCar', () => {
  it('accepts cars 1 to 10 only', () => {
    expect(CARS.every(isRacingCar)).toBe(true);
    for (const bad of [0, 11, 2.5, Number.NaN, -1]) expect(isRacingCar(bad)).toBe(false);
  });
});
