import { describe, expect, it } from 'vitest';
import { checkThemeContrast, formatContrastIssues } from './check-theme-contrast';
import type { Theme } from './contract';
import { createTheme, ThemeOverrideError } from './create-theme';
import { defaultTheme } from './default-theme';
import { extendLightTheme, lightTheme } from './light-theme';

describe('lightTheme', () => {
  it('is a full theme: the default tokens with a light palette', () => {
    const theme: Theme = lightTheme;
    expect(Object.keys(theme).sort()).toEqual(Object.keys(defaultTheme).sort());
    expect(theme.spacing).toEqual(defaultTheme.spacing);
    expect(theme.palette).not.toEqual(defaultTheme.palette);
  });

  it('is light: the page is lighter than its text', () => {
    const { surface, text } = lightTheme.palette;
    expect(surface.surface).toBe('#ffffff');
    expect(text.primary).toBe('#0f172a');
    expect(surface.background).not.toBe(defaultTheme.palette.surface.background);
  });

  it('meets WCAG AA on every text/background pair', () => {
    const issues = checkThemeContrast(lightTheme);
    expect(issues, formatContrastIssues(issues)).toEqual([]);
  });

  it('is what createTheme returns with the light palette over the default theme', () => {
    expect(createTheme({ name: 'light', palette: lightTheme.palette })).toEqual(lightTheme);
  });
});

describe('extendLightTheme', () => {
  it('completes a brand palette from the base light theme and keeps the other overrides', () => {
    const overrides = extendLightTheme({
      name: 'brand',
      palette: { primary: { main: '#123456', hover: '#0f2a44' }, surface: { raised: '#eeeeee' } },
      radii: { md: '2px' },
    });
    const theme = createTheme(overrides);
    expect(theme.name).toBe('brand');
    expect(theme.radii.md).toBe('2px');
    expect(theme.palette.primary).toEqual({
      ...lightTheme.palette.primary,
      main: '#123456',
      hover: '#0f2a44',
    });
    expect(theme.palette.surface.raised).toBe('#eeeeee');
    expect(theme.palette.surface.background).toBe(lightTheme.palette.surface.background);
    expect(theme.palette.error).toEqual(lightTheme.palette.error);
    expect(theme.palette.text).toEqual(lightTheme.palette.text);
  });

  it('gives the base light palette when the brand passes no colours', () => {
    expect(createTheme(extendLightTheme()).palette).toEqual(lightTheme.palette);
  });

  it('never mutates the base light theme', () => {
    const before = JSON.stringify(lightTheme);
    extendLightTheme({ palette: { text: { primary: '#000000' } } });
    expect(JSON.stringify(lightTheme)).toBe(before);
  });

  it('names the path of a shape mismatch', () => {
    const wrong = { palette: { error: '#fff' } } as unknown as Parameters<
      typeof extendLightTheme
    >[0];
    expect(() => extendLightTheme(wrong)).toThrow(ThemeOverrideError);
    expect(() => extendLightTheme(wrong)).toThrow('palette.error');
  });
});
