// Checkbox: a native checkbox (keyboard, forms and screen readers for free) drawn with theme
// tokens, with its label beside it. Used for the 18+ and terms consent (spec section 2).
import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { componentStyles } from '../../theme';
import { CheckIcon } from '../../internal/icons';

export const COMPONENT_ID = 'checkbox';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  readonly label: ReactNode;
  /** Extra text under the label, linked by aria-describedby. */
  readonly description?: ReactNode;
  /** Error text under the label; sets aria-invalid. */
  readonly error?: ReactNode;
  /** The mixed state of a "select all" box. */
  readonly indeterminate?: boolean | undefined;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  ${componentStyles(COMPONENT_ID)}
`;

const Row = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme, $disabled }) => ($disabled ? theme.palette.text.disabled : theme.palette.text.primary)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

const Box = styled.span<{ $invalid: boolean }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  margin-top: 2px;
  border: 2px solid
    ${({ theme, $invalid }) => ($invalid ? theme.palette.error.text : theme.palette.border.strong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.primary.on};

  svg {
    visibility: hidden;
  }

  &:has(input:checked),
  &:has(input:indeterminate) {
    border-color: ${({ theme }) => theme.palette.primary.main};
    background: ${({ theme }) => theme.palette.primary.main};
  }

  &:has(input:checked) svg {
    visibility: visible;
  }

  &:has(input:indeterminate)::after {
    content: '';
    width: 10px;
    height: 2px;
    background: currentColor;
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.palette.border.focus};
    outline-offset: 2px;
  }
`;

/** The real input covers the drawn box, so clicks and touch land on it. */
const Native = styled.input`
  position: absolute;
  inset: -2px;
  width: calc(100% + 4px);
  height: calc(100% + 4px);
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const Extra = styled.span<{ $error?: boolean }>`
  padding-left: 28px;
  color: ${({ theme, $error }) => ($error ? theme.palette.error.text : theme.palette.text.secondary)};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export function Checkbox(props: CheckboxProps) {
  const { label, description, error, indeterminate = false, className, ...rest } = props;
  const ref = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const id = rest.id ?? `${baseId}-input`;
  const hasError = Boolean(error);
  const describedBy =
    [description ? `${baseId}-description` : '', hasError ? `${baseId}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  useEffect(() => {
    // `indeterminate` exists only as a DOM property, not as an attribute.
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Root className={className}>
      <Row htmlFor={id} $disabled={Boolean(rest.disabled)}>
        <Box $invalid={hasError}>
          <Native
            {...rest}
            ref={ref}
            id={id}
            type="checkbox"
            aria-describedby={describedBy}
            aria-invalid={hasError || undefined}
          />
          <CheckIcon size={14} />
        </Box>
        <span>{label}</span>
      </Row>
      {description ? <Extra id={`${baseId}-description`}>{description}</Extra> : null}
      {hasError ? (
        <Extra id={`${baseId}-error`} $error>
          {error}
        </Extra>
      ) : null}
    </Root>
  );
}
