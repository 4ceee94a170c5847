// The board's shared looks: a picker section, its hint and messages, a grid of odds buttons, and
// the small toggle of the position and level selectors.
import { focusRing, transition, up } from '@bet/ui/theme';
import styled, { css } from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;

  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }

  h4 {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.palette.text.secondary};
  }

  p {
    margin: 0;
  }
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** A rule the choice does not meet yet, or a fact about it; read out when it changes. */
export const Message = styled.p<{ $tone?: 'warning' | 'info' }>`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone = 'info' }) => theme.palette[$tone].soft};
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** Odds buttons in equal columns, fewer on a phone. */
export const OddsGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '120px' }) => $min}, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};

  & > button {
    min-width: 0;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** One choice of a small selector (position, level): a toggle with aria-pressed. */
export const Choice = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.palette.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.palette.surface.raised};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  cursor: pointer;
  transition: ${transition(['background-color', 'border-color', 'color'], 'fast')};

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.palette.primary.main};
    background: ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.on};
    /* Not colour alone: a pressed choice is also bold and underlined. */
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    text-decoration: underline;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  ${focusRing}
`;

/** The chips of a zodiac picker: one column on a small phone, more from there. */
export const ChipGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};

  ${up('sm')} {
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  }

  & > * {
    min-width: 0;
  }
`;

export const pressedCell = css`
  border-color: ${({ theme }) => theme.palette.primary.main};
  box-shadow: inset 0 0 0 2px ${({ theme }) => theme.palette.primary.main};
  background: ${({ theme }) => theme.palette.surface.surface};
`;
