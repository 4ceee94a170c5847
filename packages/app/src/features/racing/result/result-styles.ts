// Looks of a racing result: the cars in one row that wraps on a phone, the sum and dragon / tiger
// as small labelled chips (words, never colour alone).
import { visuallyHidden } from '@bet/ui/theme';
import styled from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

export const Cars = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  & > li {
    display: inline-flex;
    gap: ${({ theme }) => theme.spacing.xxs};
    padding: 0 ${({ theme }) => theme.spacing.xs};
    border: 1px solid ${({ theme }) => theme.palette.border.default};
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;

export const Pair = styled.span`
  font-variant-numeric: tabular-nums;
`;

export const SrOnly = styled.span`
  ${visuallyHidden}
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
`;
