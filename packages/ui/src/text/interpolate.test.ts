import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills {{name}} placeholders, with or without inner spaces', () => {
    expect(interpolate('Slide {{current}} of {{ total }}', { current: 2, total: 5 })).toBe(
      'Slide 2 of 5',
    );
  });

  it('keeps a placeholder that has no value instead of printing undefined', () => {
    expect(interpolate('Digit {{n}} of {{total}}', { n: 1 })).toBe('Digit 1 of {{total}}');
  });

  it('does not read inherited properties as values', () => {
    expect(interpolate('{{toString}}', {})).toBe('{{toString}}');
  });

  it('fills the same placeholder twice and leaves plain text untouched', () => {
    expect(interpolate('{{a}}-{{a}}', { a: 'x' })).toBe('x-x');
    expect(interpolate('Close')).toBe('Close');
  });
});
