// Responsive helpers over the theme's breakpoints (spec section 9: 576, 768, 992, 1200, 1400 px).
// Usage inside styled templates: `${up('md')} { ... }`.
import type { ExecutionContext } from 'styled-components';
import type { BreakpointName, Theme } from './contract';

/** `@media (min-width: …)` for a breakpoint, as a plain string (matchMedia, tests). */
export function upQuery(theme: Pick<Theme, 'breakpoints'>, name: BreakpointName): string {
  return `@media (min-width: ${theme.breakpoints[name]}px)`;
}

/** `@media (max-width: …)` just below a breakpoint (0.02px avoids overlapping with `up`). */
export function downQuery(theme: Pick<Theme, 'breakpoints'>, name: BreakpointName): string {
  return `@media (max-width: ${theme.breakpoints[name] - 0.02}px)`;
}

/** Media query for widths at or above the breakpoint. */
export function up(name: BreakpointName): (props: ExecutionContext) => string {
  return ({ theme }) => upQuery(theme, name);
}

/** Media query for widths below the breakpoint. */
export function down(name: BreakpointName): (props: ExecutionContext) => string {
  return ({ theme }) => downQuery(theme, name);
}

/** Media query for widths from `from` up to just below `to`. */
export function between(from: BreakpointName, to: BreakpointName): (p: ExecutionContext) => string {
  return ({ theme }) =>
    `@media (min-width: ${theme.breakpoints[from]}px) and (max-width: ${theme.breakpoints[to] - 0.02}px)`;
}

/** Wraps rules that should only run when the user has not asked for reduced motion. */
export const motionOk = '@media (prefers-reduced-motion: no-preference)';

/** Wraps rules for users who asked for reduced motion. */
export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
