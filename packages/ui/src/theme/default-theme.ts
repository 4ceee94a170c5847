// The default brand: a dark night-blue sportsbook with an amber primary. Every text/background
// pair meets WCAG AA (checked by default-theme.test.ts through checkThemeContrast).
import type { Theme } from './contract';

const palette: Theme['palette'] = {
  primary: { main: '#f5b300', hover: '#ffc633', on: '#1a1200', text: '#f5b300', soft: '#3b3214' },
  secondary: { main: '#1f6fd1', hover: '#1a5fb4', on: '#ffffff', text: '#78b4ff', soft: '#17304f' },
  error: { main: '#d32f2f', hover: '#b3261e', on: '#ffffff', text: '#ff8a80', soft: '#43201f' },
  warning: { main: '#f59e0b', hover: '#fbbf24', on: '#1a1200', text: '#fbbf24', soft: '#3d2f10' },
  success: { main: '#16803c', hover: '#126b32', on: '#ffffff', text: '#4ade80', soft: '#123b24' },
  info: { main: '#0b6aa2', hover: '#095a8a', on: '#ffffff', text: '#5cc4f5', soft: '#0f3148' },
  highlight: { red: '#c62828', green: '#2e7d32', blue: '#1565c0' },
  surface: {
    background: '#0d1520',
    surface: '#151f2c',
    raised: '#1e2a3a',
    overlay: 'rgba(3, 8, 14, 0.72)',
  },
  text: {
    primary: '#f1f4f8',
    secondary: '#a7b4c4',
    disabled: '#5c6877',
    link: '#78b4ff',
    onHighlight: '#ffffff',
  },
  border: { subtle: '#1f2b3a', default: '#2e3d50', strong: '#71839a', focus: '#78b4ff' },
};

const typography: Theme['typography'] = {
  fontFamily: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    heading:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5, relaxed: 1.7 },
};

export const defaultTheme: Theme = {
  name: 'default',
  palette,
  typography,
  spacing: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: { none: '0', sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.3)',
    md: '0 4px 12px rgba(0, 0, 0, 0.35)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.45)',
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 },
  zIndices: {
    base: 0,
    sticky: 100,
    header: 200,
    dropdown: 300,
    drawer: 400,
    modal: 500,
    toast: 600,
    tooltip: 700,
  },
  motion: {
    duration: { fast: 120, normal: 200, slow: 320 },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0, 1)',
      exit: 'cubic-bezier(0.3, 0, 1, 1)',
    },
  },
  components: {},
};
