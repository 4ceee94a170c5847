// The theme contract every brand fills (design.md: seven brands restyle one design system through
// the theme, never by forking a component). Spec section 9 names the colour roles (primary,
// secondary, error, warning, success, highlight red / green / blue) and the breakpoints.
import type { Interpolation } from 'styled-components';

/** One colour role: a fill, its hover state, the text drawn on it, and its text/tint variants. */
export interface ToneColors {
  /** Fill colour of buttons, badges, progress bars. */
  readonly main: string;
  /** Fill colour while hovered or pressed. */
  readonly hover: string;
  /** Text and icons drawn on `main` and `hover` (at least 4.5:1 on both). */
  readonly on: string;
  /** The role used as text on the page surfaces: error messages, links, labels (4.5:1). */
  readonly text: string;
  /** A tinted background (toasts, alerts) read with `palette.text.primary` (4.5:1). */
  readonly soft: string;
}

export type ToneName = 'primary' | 'secondary' | 'error' | 'warning' | 'success' | 'info';

/** Mark-six ball colours and other red / green / blue accents (spec section 9). */
export interface HighlightColors {
  readonly red: string;
  readonly green: string;
  readonly blue: string;
}

export interface SurfaceColors {
  /** The page behind everything. */
  readonly background: string;
  /** Cards, panels, inputs. */
  readonly surface: string;
  /** Menus, popovers, hovered rows: one step above `surface`. */
  readonly raised: string;
  /** The translucent backdrop behind modals and drawers. */
  readonly overlay: string;
}

export interface TextColors {
  readonly primary: string;
  readonly secondary: string;
  /** Disabled controls (exempt from the contrast minimum, WCAG 1.4.3). */
  readonly disabled: string;
  readonly link: string;
  /** Text on `palette.highlight` fills (ball numbers). */
  readonly onHighlight: string;
}

export interface BorderColors {
  /** Dividers between rows; decorative, no contrast minimum. */
  readonly subtle: string;
  /** Card outlines. */
  readonly default: string;
  /** Input and checkbox outlines: at least 3:1 on surfaces (WCAG 1.4.11). */
  readonly strong: string;
  /** The focus ring: at least 3:1 on surfaces (WCAG 1.4.11, 2.4.7). */
  readonly focus: string;
}

export interface Palette extends Readonly<Record<ToneName, ToneColors>> {
  readonly highlight: HighlightColors;
  readonly surface: SurfaceColors;
  readonly text: TextColors;
  readonly border: BorderColors;
}

export type FontSizeName = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'display';
export type FontWeightName = 'regular' | 'medium' | 'semibold' | 'bold';
export type LineHeightName = 'tight' | 'normal' | 'relaxed';

export interface Typography {
  readonly fontFamily: { readonly body: string; readonly heading: string; readonly mono: string };
  readonly fontSize: Readonly<Record<FontSizeName, string>>;
  readonly fontWeight: Readonly<Record<FontWeightName, number>>;
  readonly lineHeight: Readonly<Record<LineHeightName, number>>;
}

export type SpaceName = 'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';
export type RadiusName = 'none' | 'sm' | 'md' | 'lg' | 'pill' | 'round';
export type ShadowName = 'sm' | 'md' | 'lg';

/** Spec section 9: breakpoints 576, 768, 992, 1200, 1400 px (min-width, Bootstrap style). */
export type BreakpointName = 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

export type ZIndexName =
  'base' | 'sticky' | 'header' | 'dropdown' | 'drawer' | 'modal' | 'toast' | 'tooltip';

export interface Motion {
  /** Durations in milliseconds; GlobalStyle collapses them under prefers-reduced-motion. */
  readonly duration: { readonly fast: number; readonly normal: number; readonly slow: number };
  readonly easing: {
    readonly standard: string;
    readonly enter: string;
    readonly exit: string;
  };
}

/**
 * A brand's override for one component (Zendesk Garden's `theme.components[id]`): a css`` block,
 * a style object, or a function of the component's props (theme included) returning either.
 */
export type ComponentStyle = Interpolation<object>;

/** Keys are the COMPONENT_ID each component declares, e.g. 'button', 'modal'. */
export type ComponentOverrides = Readonly<Record<string, ComponentStyle>>;

export interface Theme {
  /** A short id for tooling and stories, e.g. 'default', 'emerald'. */
  readonly name: string;
  readonly palette: Palette;
  readonly typography: Typography;
  readonly spacing: Readonly<Record<SpaceName, string>>;
  readonly radii: Readonly<Record<RadiusName, string>>;
  readonly shadows: Readonly<Record<ShadowName, string>>;
  /** Min-width of each breakpoint in px. */
  readonly breakpoints: Readonly<Record<BreakpointName, number>>;
  readonly zIndices: Readonly<Record<ZIndexName, number>>;
  readonly motion: Motion;
  readonly components: ComponentOverrides;
}

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface DefaultTheme extends Theme {}
}
