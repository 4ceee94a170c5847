import styled from 'styled-components';
import { componentStyles, focusRing } from '../../theme';

export const COMPONENT_ID = 'bet-slip-item';

export const Root = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  ${componentStyles(COMPONENT_ID)}
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

export const PickTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const Match = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Odds = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.palette.primary.text};
`;

export const Amounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  flex: 1 1 140px;
  margin: 0;
`;

export const Term = styled.dt`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export const FieldLabel = styled.label`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export const Value = styled.dd`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

export const StakeInput = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.surface.background};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  font-variant-numeric: tabular-nums;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.warning.main};
  }

  ${focusRing}
`;

export const Payout = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  text-align: end;
`;

export const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.warning.text};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  &:empty {
    display: none;
  }
`;
