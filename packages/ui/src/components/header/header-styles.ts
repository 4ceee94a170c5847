import styled from 'styled-components';
import { componentStyles, down, up, visuallyHidden } from '../../theme';

export const COMPONENT_ID = 'header';

export const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  background: ${({ theme }) => theme.palette.surface.surface};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.default};

  ${down('md')} {
    min-height: 56px;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  }

  ${componentStyles(COMPONENT_ID)}
`;

/** The menu button opens the drawer menu on phones only. */
export const MenuSlot = styled.div`
  display: flex;

  ${up('md')} {
    display: none;
  }
`;

export const Logo = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;

  a {
    display: inline-flex;
    align-items: center;
    color: inherit;
    text-decoration: none;
  }

  img,
  svg {
    display: block;
    max-height: 36px;
    width: auto;
  }

  /* A phone's header also holds the menu, language and account buttons. */
  ${down('sm')} {
    flex-shrink: 1;

    img,
    svg {
      max-height: 28px;
      max-width: 100%;
    }
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  white-space: nowrap;

  ${down('sm')} {
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

export const Wallet = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Balance = styled.p`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin: 0;
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

/** Words for screen readers only. */
export const HiddenText = styled.span`
  ${visuallyHidden}
`;

/** The balance as a button that opens the wallet (same look, a focus ring and a hover tint). */
export const BalanceButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.palette.surface.raised};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.border.focus};
    outline-offset: 2px;
  }
`;

export const BalanceLabel = styled.span`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};

  /* Phones keep the word for screen readers only. */
  ${down('sm')} {
    ${visuallyHidden}
  }
`;

export const BalanceValue = styled.strong`
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-variant-numeric: tabular-nums;
`;

export const CurrencySelect = styled.div`
  width: 6.5rem;

  ${down('sm')} {
    width: 5.75rem;
  }
`;
