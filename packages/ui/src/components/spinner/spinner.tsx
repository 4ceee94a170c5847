// Spinner: an indeterminate progress indicator. role="status" so its label ('Loading' from the
// chrome strings, or a caller's own) is announced politely without moving focus.
import styled, { keyframes } from 'styled-components';
import { useText } from '../../text';
import { componentStyles, reducedMotion, visuallyHidden } from '../../theme';

export const COMPONENT_ID = 'spinner';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  readonly size?: SpinnerSize | undefined;
  /** Overrides the 'loading' chrome string, e.g. 'Loading matches'. */
  readonly label?: string | undefined;
  /** Shows the label beside the ring instead of keeping it for screen readers only. */
  readonly showLabel?: boolean | undefined;
  readonly className?: string | undefined;
}

const SIDE: Record<SpinnerSize, string> = { sm: '16px', md: '24px', lg: '40px' };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  ${componentStyles(COMPONENT_ID)}
`;

const Ring = styled.span.attrs({ 'aria-hidden': true })<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => SIDE[$size]};
  height: ${({ $size }) => SIDE[$size]};
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '3px')} solid
    ${({ theme }) => theme.palette.border.default};
  border-top-color: ${({ theme }) => theme.palette.primary.text};
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;

  /* A still ring with a highlighted arc still reads as "busy" without motion. */
  ${reducedMotion} {
    animation: none;
  }
`;

const Label = styled.span<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export function Spinner({ size = 'md', label, showLabel = false, className }: SpinnerProps) {
  const t = useText();
  return (
    <Root role="status" className={className}>
      <Ring $size={size} />
      <Label $hidden={!showLabel}>{label ?? t('ui:loading')}</Label>
    </Root>
  );
}
