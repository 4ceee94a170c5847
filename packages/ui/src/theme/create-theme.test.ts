import { css } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createTheme, ThemeOverrideError, type ThemeOverrides } from './create-theme';
import { defaultTheme } from './default-theme';

describe('createTheme', () => {
  it('returns the default theme values when given nothing', () => {
    expect(createTheme()).toEqual(defaultTheme);
  });

  it('deep-merges: a brand passes only what differs', () => {
    const theme = createTheme({ name: 'brand', palette: { primary: { main: '#123456' } } });
    expect(theme.name).toBe('brand');
    expect(theme.palette.primary.main).toBe('#123456');
    expect(theme.palette.primary.on).toBe(defaultTheme.palette.primary.on);
    expect(theme.palette.error).toEqual(defaultTheme.palette.error);
    expect(theme.spacing).toEqual(defaultTheme.spacing);
  });

  it('never mutates the base theme', () => {
    const before = JSON.stringify(defaultTheme);
    createTheme({ palette: { surface: { background: '#000000' } }, radii: { md: '0' } });
    expect(JSON.stringify(defaultTheme)).toBe(before);
  });

  it('extends another theme when given a base', () => {
    const brand = createTheme({ radii: { md: '2px' } });
    const variant = createTheme({ palette: { primary: { main: '#00ff00' } } }, brand);
    expect(variant.radii.md).toBe('2px');
    expect(variant.palette.primary.main).toBe('#00ff00');
  });

  it('replaces component overrides per id and keeps the others', () => {
    const button = css`
      text-transform: uppercase;
    `;
    const modal = { borderRadius: 0 };
    const brand = createTheme({ components: { button, modal } });
    const variant = createTheme({ components: { modal: { borderRadius: 4 } } }, brand);
    expect(variant.components.button).toBe(button);
    expect(variant.components.modal).toEqual({ borderRadius: 4 });
  });

  it('throws a ThemeOverrideError naming the path of a shape mismatch', () => {
    const wrongGroup = { palette: { primary: '#fff' } } as unknown as ThemeOverrides;
    expect(() => createTheme(wrongGroup)).toThrow(ThemeOverrideError);
    expect(() => createTheme(wrongGroup)).toThrow('palette.primary');
    const wrongLeaf = { spacing: { md: { px: 12 } } } as unknown as ThemeOverrides;
    expect(() => createTheme(wrongLeaf)).toThrow('spacing.md');
  });
});
