import { describe, expect, it } from 'vitest';
import { median } from '../median.ts';
import { figuresLine, interactionFigures } from './figures.ts';

const timing = (duration: number, processing = duration / 2) => ({
  duration,
  inputDelay: 2,
  processing,
  presentation: duration - processing - 2,
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([40, 10, 30])).toBe(30);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(() => median([])).toThrow(/no values/);
  });
});

describe('interactionFigures', () => {
  it('takes the median and the maximum of the repetitions, and the median of each part', () => {
    const figures = interactionFigures([timing(48), timing(120, 100), timing(64)]);
    expect(figures.samples).toEqual([48, 120, 64]);
    expect(figures.median).toBe(64);
    expect(figures.max).toBe(120);
    expect(figures.parts).toEqual({ inputDelay: 2, processing: 32, presentation: 22 });
  });

  it('prints the figures with the verdict of the slowest repetition against 100 ms', () => {
    expect(figuresLine('odd', interactionFigures([timing(48), timing(64)]))).toMatch(
      /^odd {4}median 56 ms {2}max 64 ms .*ok$/,
    );
    expect(figuresLine('stake', interactionFigures([timing(48), timing(104)]))).toMatch(
      /over 100 ms$/,
    );
  });
});
