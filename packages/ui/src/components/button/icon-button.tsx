// A square button showing only an icon. Its accessible name is required by the type: an icon
// alone says nothing to a screen reader (WCAG 4.1.2).
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { componentStyles } from '../../theme';
import { ButtonSpinner } from './button-spinner';
import {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './button-styles';

export const ICON_BUTTON_ID = 'icon-button';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  readonly icon: ReactNode;
  /** Required: what the button does, e.g. t('close'). */
  readonly 'aria-label': string;
  readonly variant?: ButtonVariant | undefined;
  readonly size?: ButtonSize | undefined;
  readonly loading?: boolean | undefined;
  readonly ref?: Ref<HTMLButtonElement>;
};

const SIDE: Record<ButtonSize, string> = { sm: '32px', md: '40px', lg: '48px' };

const StyledIconButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  width: ${({ $size }) => SIDE[$size]};
  padding: 0;
  ${componentStyles(ICON_BUTTON_ID)}
`;

const Glyph = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
`;

export function IconButton(props: IconButtonProps) {
  const { icon, variant = 'ghost', size = 'md', loading, type = 'button', ...rest } = props;
  return (
    <StyledIconButton
      {...rest}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={loading ? undefined : rest.onClick}
      $variant={variant}
      $size={size}
    >
      {loading ? <ButtonSpinner /> : <Glyph>{icon}</Glyph>}
    </StyledIconButton>
  );
}
