// The base light theme: the default theme's tokens with a light palette. Light brands extend it
// with their own colours (`extendLightTheme`) instead of repeating the whole palette; the tones
// every light brand shares (error, warning, success, info, highlights) are defined here once.
// Every text/background pair meets WCAG AA (light-theme.test.ts, through checkThemeContrast).
import type { Palette, Theme } from './contract';
import { createTheme, type ThemeOverrides } from './create-theme';
import { defaultTheme } from './default-theme';

/** Slate neutrals with a blue primary; the status tones are shared by every light brand. */
const palette: Palette = {
  primary: { main: '#1d4ed8', hover: '#1e40af', on: '#ffffff', text: '#1d4ed8', soft: '#e0e7fb' },
  secondary: { main: '#e2e8f0', hover: '#cbd5e1', on: '#0f172a', text: '#334155', soft: '#eef2f7' },
  error: { main: '#c62828', hover: '#a61f1f', on: '#ffffff', text: '#b3261e', soft: '#fde8e7' },
  warning: { main: '#f0b400', hover: '#d9a200', on: '#1f1600', text: '#8a5a00', soft: '#fff4d6' },
  success: { main: '#137333', hover: '#0f5e2a', on: '#ffffff', text: '#137333', soft: '#e3f4e8' },
  info: { main: '#0b6aa2', hover: '#095a8a', on: '#ffffff', text: '#0a5f91', soft: '#e1f1fb' },
  highlight: { red: '#c62828', green: '#2e7d32', blue: '#1565c0' },
  surface: {
    background: '#f5f7fb',
    surface: '#ffffff',
    raised: '#eaeef6',
    overlay: 'rgba(15, 23, 42, 0.5)',
  },
  text: {
    primary: '#0f172a',
    secondary: '#475569',
    disabled: '#a3adbd',
    link: '#1d4ed8',
    onHighlight: '#ffffff',
  },
  border: { subtle: '#e6eaf1', default: '#d3dae6', strong: '#74819a', focus: '#1d4ed8' },
};

/** The base light theme: the default theme's tokens (spacing, type, motion) with a light palette. */
export const lightTheme: Theme = { ...defaultTheme, name: 'light', palette };

/**
 * A light brand's theme overrides: its own overrides with the palette completed from the base
 * light theme, so the brand lists only its colours. The result goes where `ThemeOverrides` go
 * (a brand file's `theme`, `createTheme`). Throws ThemeOverrideError on a shape mismatch.
 */
export function extendLightTheme(overrides: ThemeOverrides = {}): ThemeOverrides {
  const { palette: brandPalette } = createTheme({ palette: overrides.palette }, lightTheme);
  return { ...overrides, palette: brandPalette };
}
