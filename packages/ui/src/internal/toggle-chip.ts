// The base of the lottery chips (MarkSixBall, RacingCarChip, ZodiacChip): static by default, a
// toggle button (aria-pressed) with `onToggle`. Only fragments and helpers live here: each chip
// declares its own styled elements, ending with componentStyles(its id) before the toggle styles,
// so brand overrides still apply per chip and receive the chip's own style props.
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { css, type Interpolation } from 'styled-components';
import { focusRing, transition, type FontSizeName } from '../theme';

type ChipSize = 'sm' | 'md' | 'lg';

const NUMBER_FONT: Record<ChipSize, FontSizeName> = { sm: 'xs', md: 'sm', lg: 'lg' };

/** A number centred in a chip (ball or car): bold tabular figures, a ring when selected. */
export const numberChipStyles = css<{ readonly $size: ChipSize; readonly $selected: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  padding: 0;
  font-family: inherit;
  font-size: ${({ theme, $size }) => theme.typography.fontSize[NUMBER_FONT[$size]]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  /* Selection is a ring outside the chip, so it does not rely on colour alone. */
  ${({ $selected, theme }) =>
    $selected &&
    css`
      outline: 3px solid ${theme.palette.text.primary};
      outline-offset: 2px;
    `}
`;

/** The neutral look of a number the game does not have (drawn instead of crashing the page). */
export const invalidNumberFill = css`
  background: ${({ theme }) => theme.palette.surface.raised};
  color: ${({ theme }) => theme.palette.text.primary};
  border: 1px dashed ${({ theme }) => theme.palette.border.strong};
`;

/** What a chip's toggle button adds to its static look: pointer, hover, disabled, focus ring. */
export function chipToggleStyles(transitioned: readonly string[], hover: Interpolation<object>) {
  return css`
    cursor: pointer;
    transition: ${transition(transitioned, 'fast')};

    &:hover:not(:disabled) {
      ${hover}
    }

    &:disabled {
      cursor: not-allowed;
      opacity: 0.55;
    }

    ${focusRing}
  `;
}

/**
 * The attributes of a chip's toggle button: type button unless the caller's attributes say
 * otherwise, aria-pressed, and a click that calls the caller's onClick, then `toggle` with the new
 * state unless that onClick prevented the default.
 */
export function toggleButtonProps<P extends ButtonHTMLAttributes<HTMLButtonElement>>(
  buttonProps: P,
  selected: boolean,
  toggle: (selected: boolean) => void,
) {
  return {
    type: 'button' as const,
    ...buttonProps,
    'aria-pressed': selected,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      buttonProps.onClick?.(event);
      if (!event.defaultPrevented) toggle(!selected);
    },
  };
}
