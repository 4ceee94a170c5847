// Looks of OddsButton. Selection is shown by fill and a check-free border weight; a price move by
// a tinted background plus an arrow glyph (never colour alone) and a pulse only when motion is ok.
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { componentStyles, focusRing, motionOk, transition } from '../../theme';
import type { OddsMove } from './format-odds';

export const COMPONENT_ID = 'odds-button';

export type OddsButtonLayout = 'row' | 'stack';

const pulse = (color: string) => keyframes`
  from { box-shadow: 0 0 0 3px ${color}; }
  to { box-shadow: 0 0 0 0 transparent; }
`;

function moveTone(theme: DefaultTheme, move: OddsMove) {
  return move === 'up' ? theme.palette.success : theme.palette.error;
}

interface RootProps {
  readonly $layout: OddsButtonLayout;
  readonly $selected: boolean;
  readonly $move: OddsMove | undefined;
}

function flashStyles({ theme, $move, $selected }: RootProps & { theme: DefaultTheme }) {
  if ($move === undefined || $selected) return '';
  return css`
    background: ${moveTone(theme, $move).soft};
    color: ${theme.palette.text.primary};
  `;
}

/** The pulse ring of a price move; remounted per move so the animation replays. */
export const Pulse = styled.span<{ $move: OddsMove }>`
  position: absolute;
  inset: -1px;
  border-radius: inherit;
  pointer-events: none;

  ${motionOk} {
    animation: ${({ theme, $move }) => pulse(moveTone(theme, $move).main)}
      ${({ theme }) => theme.motion.duration.slow * 3}ms
      ${({ theme }) => theme.motion.easing.standard} forwards;
  }
`;

export const Root = styled.button<RootProps>`
  position: relative;
  display: inline-flex;
  flex-direction: ${({ $layout }) => ($layout === 'stack' ? 'column' : 'row')};
  align-items: center;
  justify-content: ${({ $layout }) => ($layout === 'stack' ? 'center' : 'space-between')};
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 64px;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.raised};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  cursor: pointer;
  transition: ${transition(['background-color', 'border-color', 'color'], 'fast')};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.palette.border.strong};
  }

  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.palette.primary.main};
      border-color: ${theme.palette.primary.main};
      color: ${theme.palette.primary.on};
      &:hover:not(:disabled) {
        background: ${theme.palette.primary.hover};
      }
    `}

  ${flashStyles}

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.palette.text.disabled};
    background: ${({ theme }) => theme.palette.surface.surface};
  }

  ${focusRing}
  ${componentStyles(COMPONENT_ID)}
`;

export const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Price = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

export const Arrow = styled.span`
  font-size: 0.75em;
`;
