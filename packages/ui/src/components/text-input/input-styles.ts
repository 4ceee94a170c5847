// The look every text-like control shares (text, password, amount, phone, OTP boxes, select).
import styled, { css } from 'styled-components';
import { transition } from '../../theme';

export const controlFrame = css<{ $invalid: boolean; $disabled?: boolean }>`
  min-height: 44px;
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.palette.error.text : theme.palette.border.strong)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  transition: ${transition(['border-color', 'box-shadow'], 'fast')};

  /* No opacity: adornment text (currency, hints) must keep its contrast when disabled. */
  ${({ $disabled, theme }) =>
    $disabled
      ? css`
          background: ${theme.palette.surface.background};
          border-color: ${theme.palette.border.default};
        `
      : ''}
`;

export const focusFrame = css`
  outline: 2px solid ${({ theme }) => theme.palette.border.focus};
  outline-offset: 1px;
`;

/** The bordered box around an input and its adornments. */
export const FieldBox = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  ${controlFrame}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  padding: 0 ${({ theme }) => theme.spacing.xs};

  &:has(input:focus-visible) {
    ${focusFrame}
  }
`;

/** An input without its own border, living inside a FieldBox. */
export const BareInput = styled.input`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.palette.text.secondary};
  }

  &:disabled {
    color: ${({ theme }) => theme.palette.text.disabled};
    cursor: not-allowed;
  }
`;

export const Adornment = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${({ theme }) => theme.palette.text.secondary};
`;
