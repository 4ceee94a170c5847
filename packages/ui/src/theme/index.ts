// Public API of @bet/ui/theme.
export type {
  BorderColors,
  BreakpointName,
  ComponentOverrides,
  ComponentStyle,
  FontSizeName,
  FontWeightName,
  HighlightColors,
  LineHeightName,
  Motion,
  Palette,
  RadiusName,
  ShadowName,
  SpaceName,
  SurfaceColors,
  TextColors,
  Theme,
  ToneColors,
  ToneName,
  Typography,
  ZIndexName,
} from './contract';
export { defaultTheme } from './default-theme';
export { extendLightTheme, lightTheme } from './light-theme';
export {
  createTheme,
  ThemeOverrideError,
  type DeepPartial,
  type ThemeOverrides,
} from './create-theme';
export { componentStyles } from './component-styles';
export { between, down, downQuery, motionOk, reducedMotion, up, upQuery } from './media';
export { focusRing, transition, visuallyHidden } from './helpers';
export { GlobalStyle } from './global-style';
export {
  AA_NON_TEXT,
  AA_TEXT,
  composite,
  contrastRatio,
  InvalidColorError,
  parseColor,
  relativeLuminance,
  type Rgba,
} from './contrast';
export {
  checkThemeContrast,
  formatContrastIssues,
  themeContrastPairs,
  type ContrastIssue,
  type ContrastPair,
} from './check-theme-contrast';
