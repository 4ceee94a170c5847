// An example theme that is no brand: proof that a brand restyles the design system through
// createTheme alone, including a per-component override (uppercase buttons). The Button story
// 'Brand override' shows it; the toolbar lists the real brands (themes.ts).
import { css } from 'styled-components';
import { createTheme, type Theme } from '../packages/ui/src/theme';

/** Light blue, rounded, with a per-component override (uppercase buttons). */
export const skyTheme = createTheme({
  name: 'sky',
  palette: {
    primary: { main: '#0b66c3', hover: '#0a559f', on: '#ffffff', text: '#0a5aa8', soft: '#dcebfb' },
    secondary: {
      main: '#e3ecf7',
      hover: '#d0def0',
      on: '#0f1e2e',
      text: '#33506f',
      soft: '#e6eef8',
    },
    error: { main: '#c62828', hover: '#a61f1f', on: '#ffffff', text: '#b3261e', soft: '#fde8e7' },
    warning: { main: '#f0b400', hover: '#d9a200', on: '#1f1600', text: '#8a5a00', soft: '#fff4d6' },
    success: { main: '#137333', hover: '#0f5e2a', on: '#ffffff', text: '#137333', soft: '#e3f4e8' },
    info: { main: '#0b6aa2', hover: '#095a8a', on: '#ffffff', text: '#0a5f91', soft: '#e1f1fb' },
    surface: {
      background: '#f3f7fc',
      surface: '#ffffff',
      raised: '#e8f0fa',
      overlay: 'rgba(15, 30, 50, 0.5)',
    },
    text: { primary: '#0f1e2e', secondary: '#4a5b6e', disabled: '#9aa7b5', link: '#0b5cad' },
    border: { subtle: '#e3e9f0', default: '#cfd8e3', strong: '#7b8a9c', focus: '#0b66c3' },
  },
  radii: { sm: '6px', md: '12px', lg: '18px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 30, 50, 0.08)',
    md: '0 4px 12px rgba(15, 30, 50, 0.12)',
    lg: '0 12px 32px rgba(15, 30, 50, 0.18)',
  },
  components: {
    button: css`
      text-transform: uppercase;
      letter-spacing: 0.04em;
    `,
  },
});

export const EXAMPLE_THEMES: Readonly<Record<string, Theme>> = { sky: skyTheme };
