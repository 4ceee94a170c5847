// Button: variants primary / secondary / ghost / danger, three sizes, a loading state (spinner +
// aria-busy, clicks ignored, focus kept), and a link form when `href` is given.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { ButtonSpinner } from './button-spinner';
import {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './button-styles';

interface CommonProps {
  readonly variant?: ButtonVariant | undefined;
  readonly size?: ButtonSize | undefined;
  /** Shows a spinner, sets aria-busy and ignores clicks while true. */
  readonly loading?: boolean | undefined;
  readonly fullWidth?: boolean | undefined;
  /** Decorative icon before the label (hidden from screen readers). */
  readonly startIcon?: ReactNode;
  /** Decorative icon after the label (hidden from screen readers). */
  readonly endIcon?: ReactNode;
  readonly children?: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & {
    readonly href?: undefined;
    readonly ref?: Ref<HTMLButtonElement>;
  };

export type ButtonAsLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & {
    /** Renders an `<a>`: navigation looks like a button but stays a link for assistive tech. */
    readonly href: string;
    /** A disabled link keeps its label but loses its href. */
    readonly disabled?: boolean | undefined;
    readonly ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const Icon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  flex: none;
`;

function Content({ loading, startIcon, endIcon, children }: CommonProps) {
  return (
    <>
      {loading ? <ButtonSpinner /> : startIcon ? <Icon>{startIcon}</Icon> : null}
      {children}
      {endIcon ? <Icon>{endIcon}</Icon> : null}
    </>
  );
}

function blockWhile<E extends HTMLElement>(
  blocked: boolean,
  onClick: ((event: MouseEvent<E>) => void) | undefined,
) {
  return (event: MouseEvent<E>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}

/** Splits off what both forms share: the look (as style props) and the content. */
function splitCommon<P extends CommonProps>(props: P) {
  const {
    variant = 'primary',
    size = 'md',
    loading,
    fullWidth,
    startIcon,
    endIcon,
    children,
    ...rest
  } = props;
  const look: ButtonStyleProps = { $variant: variant, $size: size, $fullWidth: fullWidth };
  const content = (
    <Content loading={loading} startIcon={startIcon} endIcon={endIcon}>
      {children}
    </Content>
  );
  return { attributes: rest, loading, look, content };
}

function LinkButton(props: ButtonAsLinkProps) {
  const { attributes, loading, look, content } = splitCommon(props);
  const { disabled, href, onClick, ...rest } = attributes;
  const blocked = Boolean(disabled || loading);
  return (
    <StyledLink
      {...rest}
      href={disabled ? undefined : href}
      role={disabled ? 'link' : rest.role}
      aria-disabled={blocked || undefined}
      aria-busy={loading || undefined}
      onClick={blockWhile(blocked, onClick)}
      {...look}
    >
      {content}
    </StyledLink>
  );
}

function NativeButton(props: ButtonAsButtonProps) {
  const { attributes, loading, look, content } = splitCommon(props);
  const { type = 'button', onClick, ...rest } = attributes;
  return (
    <StyledButton
      {...rest}
      type={type}
      aria-disabled={loading || rest['aria-disabled']}
      aria-busy={loading || undefined}
      onClick={blockWhile(Boolean(loading), onClick)}
      {...look}
    >
      {content}
    </StyledButton>
  );
}

export function Button(props: ButtonProps) {
  return props.href === undefined ? <NativeButton {...props} /> : <LinkButton {...props} />;
}
