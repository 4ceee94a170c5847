import { describe, expect, it } from 'vitest';
import {
  composite,
  contrastRatio,
  InvalidColorError,
  parseColor,
  relativeLuminance,
} from './contrast';

describe('parseColor', () => {
  it('reads hex in short, long and alpha forms', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#1a2B3c')).toEqual({ r: 26, g: 43, b: 60, a: 1 });
    expect(parseColor('#00000080').a).toBeCloseTo(128 / 255);
    expect(parseColor('#f008').a).toBeCloseTo(136 / 255);
  });

  it('reads rgb() and rgba() in comma and space syntax', () => {
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(parseColor('rgba(10,20,30,0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('rgb(10 20 30 / 25%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.25 });
  });

  it.each(['red', '#12', '#12345', 'rgb(300, 0, 0)', 'rgba(0,0,0,2)', 'hsl(0 0% 0%)', ''])(
    'rejects %j with a typed error',
    (input) => {
      expect(() => parseColor(input)).toThrow(InvalidColorError);
    },
  );
});

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white and matches the WCAG formula for a mid grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    // #777: channel 119/255 = 0.4667 -> ((0.4667 + 0.055) / 1.055)^2.4 = 0.1845
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 4);
  });
});

describe('contrastRatio', () => {
  it('gives 21 for black on white, symmetric in its arguments', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
  });

  it('matches published reference values', () => {
    // WebAIM: #777777 on white is 4.48:1, #767676 is the lightest grey that passes 4.5:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('paints a translucent foreground over the background first', () => {
    const half = contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff');
    const grey = composite(parseColor('rgba(0,0,0,0.5)'), parseColor('#fff'));
    expect(grey.r).toBeCloseTo(127.5);
    expect(half).toBeGreaterThan(1);
    expect(half).toBeLessThan(21);
  });
});
