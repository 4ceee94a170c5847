// Looks of the racing board: groups as cards, options in grids that fit a phone (four sides, five
// cars, sums that wrap) and spread out on a desktop.
import { focusRing, transition, up } from '@bet/ui/theme';
import styled, { css } from 'styled-components';

export const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding-block: ${({ theme }) => theme.spacing.md};

  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A group that spans both desktop columns (cars, sum values). */
export const WideGroups = styled(Groups)`
  ${up('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const GroupBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
`;

export const GroupTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const SubTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.info.soft};
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** Two to four options side by side (two sides, dragon / tiger). */
export const SideGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** The seventeen sums: as many as fit, at least 56px each. */
export const SumGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(56px, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** Ten cars: two rows of five on a phone, one row from the desktop breakpoint. */
export const CarGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};

  ${up('lg')} {
    grid-template-columns: repeat(10, minmax(0, 1fr));
  }
`;

export const CarButton = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.raised};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
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
    `}

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.palette.text.disabled};
    background: ${({ theme }) => theme.palette.surface.surface};
  }

  ${focusRing}
`;

export const CarPrice = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;
