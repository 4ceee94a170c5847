// MarkSixBall: a mark-six number in its colour (rules.md: 17 red, 16 blue, 16 green balls, from
// @bet/domain/mark-six). Static by default; with `onToggle` it is a toggle button (aria-pressed)
// for picking numbers. A number outside 1..49 is drawn neutral instead of crashing the page.
import type { ButtonHTMLAttributes } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { ballColor, isBall, type BallColor } from '@bet/domain/mark-six';
import { padTwo } from '@bet/domain/money';
import { componentStyles } from '../../theme';
import {
  chipToggleStyles,
  invalidNumberFill,
  numberChipStyles,
  toggleButtonProps,
} from '../../internal/toggle-chip';

export const COMPONENT_ID = 'mark-six-ball';

export type MarkSixBallSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  readonly number: number;
  readonly size?: MarkSixBallSize | undefined;
  readonly className?: string | undefined;
}

export type MarkSixBallProps = CommonProps &
  (
    | { readonly onToggle?: undefined; readonly selected?: boolean | undefined }
    | ({
        /** Makes the ball a toggle button; called with the number and its new state. */
        readonly onToggle: (number: number, selected: boolean) => void;
        readonly selected: boolean;
      } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onToggle' | 'children' | 'className'>)
  );

const SIDE: Record<MarkSixBallSize, string> = { sm: '24px', md: '36px', lg: '48px' };

interface BallStyleProps {
  readonly $size: MarkSixBallSize;
  readonly $color: BallColor | undefined;
  readonly $selected: boolean;
}

function fill({ theme, $color }: BallStyleProps & { theme: DefaultTheme }) {
  if ($color === undefined) return invalidNumberFill;
  return css`
    background: ${theme.palette.highlight[$color]};
    color: ${theme.palette.text.onHighlight};
    border: 2px solid ${theme.palette.text.onHighlight};
  `;
}

const ballStyles = css<BallStyleProps>`
  ${numberChipStyles}
  width: ${({ $size }) => SIDE[$size]};
  height: ${({ $size }) => SIDE[$size]};
  border-radius: ${({ theme }) => theme.radii.round};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${fill}
  ${componentStyles(COMPONENT_ID)}
`;

const StaticBall = styled.span<BallStyleProps>`
  ${ballStyles}
`;

const ToggleBall = styled.button<BallStyleProps>`
  ${ballStyles}
  ${chipToggleStyles(['transform', 'outline-color'], 'transform: scale(1.06);')}
`;

/** The ball's colour, or undefined for a number that is not a mark-six ball. */
export function markSixBallColor(number: number): BallColor | undefined {
  return isBall(number) ? ballColor(number) : undefined;
}

function display(number: number): string {
  return Number.isInteger(number) && number >= 0 ? padTwo(number) : '?';
}

export function MarkSixBall(props: MarkSixBallProps) {
  const color = markSixBallColor(props.number);
  const common = {
    $size: props.size ?? 'md',
    $color: color,
    $selected: Boolean(props.selected),
    className: props.className,
    'data-color': color ?? 'invalid',
  };
  if (props.onToggle === undefined) {
    return <StaticBall {...common}>{display(props.number)}</StaticBall>;
  }
  const { number, onToggle, selected, size: _size, className: _className, ...buttonProps } = props;
  return (
    <ToggleBall
      {...toggleButtonProps(buttonProps, selected, (next) => onToggle(number, next))}
      {...common}
    >
      {display(number)}
    </ToggleBall>
  );
}
