// Small style fragments every component shares, so focus and hidden text look the same everywhere.
import { css, type ExecutionContext } from 'styled-components';
import type { Motion } from './contract';

/** A visible keyboard focus ring in the theme's focus colour (WCAG 2.4.7). */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.border.focus};
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** A `transition` value from theme motion tokens, e.g. transition('background-color', 'fast'). */
export function transition(
  properties: string | readonly string[],
  speed: keyof Motion['duration'] = 'normal',
): (props: ExecutionContext) => string {
  const list = typeof properties === 'string' ? [properties] : properties;
  return ({ theme }) =>
    list
      .map((p) => `${p} ${theme.motion.duration[speed]}ms ${theme.motion.easing.standard}`)
      .join(', ');
}
