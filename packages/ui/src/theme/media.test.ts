import { describe, expect, it } from 'vitest';
import { defaultTheme } from './default-theme';
import { between, down, downQuery, up, upQuery } from './media';

const ctx = { theme: defaultTheme };

describe('media helpers', () => {
  it('use the spec breakpoints 576 / 768 / 992 / 1200 / 1400', () => {
    expect(Object.values(defaultTheme.breakpoints)).toEqual([576, 768, 992, 1200, 1400]);
  });

  it('build min-width and max-width queries that do not overlap', () => {
    expect(upQuery(defaultTheme, 'md')).toBe('@media (min-width: 768px)');
    expect(downQuery(defaultTheme, 'md')).toBe('@media (max-width: 767.98px)');
    expect(up('xl')(ctx)).toBe('@media (min-width: 1200px)');
    expect(down('sm')(ctx)).toBe('@media (max-width: 575.98px)');
    expect(between('md', 'xl')(ctx)).toBe('@media (min-width: 768px) and (max-width: 1199.98px)');
  });
});
