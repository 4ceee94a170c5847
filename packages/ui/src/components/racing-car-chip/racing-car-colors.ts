// The traditional pk10 car colours. They identify the cars across every operator (a bettor reads
// "the yellow one is car 1"), so they are game data rather than brand tokens; a brand that must
// change them overrides `theme.components['racing-car-chip']` with `&[data-car='1'] { ... }`.
// Each text colour is the one of black / white with the higher contrast (at least 5.5:1, tested).

export type RacingCar = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export interface CarColors {
  readonly fill: string;
  readonly text: string;
}

const DARK = '#000000';
const LIGHT = '#ffffff';

export const RACING_CAR_COLORS: Readonly<Record<RacingCar, CarColors>> = {
  1: { fill: '#e6de00', text: DARK },
  2: { fill: '#0092dd', text: DARK },
  3: { fill: '#4b4b4b', text: LIGHT },
  4: { fill: '#ff7600', text: DARK },
  5: { fill: '#17e2e5', text: DARK },
  6: { fill: '#5234ff', text: LIGHT },
  7: { fill: '#bfbfbf', text: DARK },
  8: { fill: '#ff2600', text: DARK },
  9: { fill: '#780b00', text: LIGHT },
  10: { fill: '#07bf00', text: DARK },
};

/** Cars 1..10 of a pk10 draw (rules.md "Ten-car racing"). */
export function isRacingCar(value: number): value is RacingCar {
  return Number.isInteger(value) && value >= 1 && value <= 10;
}
