// Layout of MatchRow: stacked on phones (time and league, teams, then the odds), one line of
// three columns from the md breakpoint (768 px, spec section 9's desktop breakpoint).
import styled, { css } from 'styled-components';
import { componentStyles, up } from '../../theme';

export const COMPONENT_ID = 'match-row';

export const Root = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};

  ${up('md')} {
    grid-template-columns: 140px minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.lg};
  }

  ${componentStyles(COMPONENT_ID)}
`;

export const Info = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};

  ${up('md')} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing.xxs};
  }
`;

export const League = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const When = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-variant-numeric: tabular-nums;
  order: -1;

  ${up('md')} {
    order: 0;
  }
`;

export const LiveBadge = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.error.main};
  color: ${({ theme }) => theme.palette.error.on};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  text-transform: uppercase;
`;

/** 'FT': the marker of a finished match, in the theme's quiet surface. */
export const FinalBadge = styled.abbr`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.surface.raised};
  color: ${({ theme }) => theme.palette.text.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: none;
`;

export const Teams = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

/** In a finished match the loser's line steps back and the winner's is bold. */
export const Team = styled.div<{ $won: boolean; $final: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  color: ${({ theme, $won, $final }) =>
    $final && !$won ? theme.palette.text.secondary : theme.palette.text.primary};

  ${({ theme, $won }) =>
    $won
      ? css`
          & > span {
            font-weight: ${theme.typography.fontWeight.bold};
          }
        `
      : ''}
`;

export const TeamName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

export const Score = styled.span`
  flex: none;
  min-width: 2ch;
  text-align: end;
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

/** Beside a finished match's score (e.g. its half-time score). */
export const Aside = styled.div`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Odds = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.spacing.xs};

  ${up('md')} {
    grid-auto-columns: 72px;
  }
`;
