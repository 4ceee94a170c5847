// Shared look of Button, link buttons and IconButton. Colours come only from theme tokens.
import { css, type ExecutionContext } from 'styled-components';
import { componentStyles, focusRing, transition } from '../../theme';
import type { Theme } from '../../theme';

export const COMPONENT_ID = 'button';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  readonly $variant: ButtonVariant;
  readonly $size: ButtonSize;
  readonly $fullWidth?: boolean | undefined;
}

type Ctx = ExecutionContext & ButtonStyleProps;

const HEIGHT: Record<ButtonSize, string> = { sm: '32px', md: '40px', lg: '48px' };
const PADDING: Record<ButtonSize, keyof Theme['spacing']> = { sm: 'sm', md: 'lg', lg: 'xl' };
const FONT: Record<ButtonSize, keyof Theme['typography']['fontSize']> = {
  sm: 'sm',
  md: 'md',
  lg: 'lg',
};

function variantColors({ theme, $variant }: Ctx) {
  const { palette } = theme;
  if ($variant === 'ghost') {
    return css`
      background: transparent;
      color: ${palette.text.primary};
      border-color: ${palette.border.strong};
      &:hover:not([aria-disabled='true'], :disabled) {
        background: ${palette.surface.raised};
      }
    `;
  }
  const tone = palette[$variant === 'danger' ? 'error' : $variant];
  return css`
    background: ${tone.main};
    color: ${tone.on};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${tone.hover};
    }
  `;
}

export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ $size }) => HEIGHT[$size]};
  padding: 0 ${({ theme, $size }) => theme.spacing[PADDING[$size]]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-size: ${({ theme, $size }) => theme.typography.fontSize[FONT[$size]]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition: ${transition(['background-color', 'border-color', 'color'], 'fast')};
  ${variantColors}
  ${focusRing}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  ${componentStyles(COMPONENT_ID)}
`;
