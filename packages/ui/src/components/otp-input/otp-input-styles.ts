import styled from 'styled-components';
import { componentStyles } from '../../theme';
import { controlFrame, focusFrame } from '../text-input/input-styles';

export const COMPONENT_ID = 'otp-input';

export const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  ${componentStyles(COMPONENT_ID)}
`;

export const Box = styled.input<{ $invalid: boolean; $disabled?: boolean }>`
  ${controlFrame}
  width: 44px;
  min-width: 0;
  flex: 0 1 44px;
  height: 52px;
  padding: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-variant-numeric: tabular-nums;
  caret-color: ${({ theme }) => theme.palette.primary.text};

  &:focus-visible {
    ${focusFrame}
  }

  &:disabled {
    color: ${({ theme }) => theme.palette.text.disabled};
  }
`;
