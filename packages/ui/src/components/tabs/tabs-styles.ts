import styled from 'styled-components';
import { componentStyles, focusRing, transition } from '../../theme';

export const COMPONENT_ID = 'tabs';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${componentStyles(COMPONENT_ID)}
`;

export const TabList = styled.div<{ $fitted: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.default};
  scrollbar-width: thin;

  & > * {
    flex: ${({ $fitted }) => ($fitted ? '1 1 0' : '0 0 auto')};
  }
`;

export const Tab = styled.button`
  position: relative;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.spacing.lg}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.text.secondary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: ${transition(['color', 'box-shadow'], 'fast')};
  ${focusRing}

  &:focus-visible {
    outline-offset: -2px;
  }

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.palette.text.primary};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.palette.primary.text};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.palette.primary.main};
  }

  &:disabled {
    color: ${({ theme }) => theme.palette.text.disabled};
    cursor: not-allowed;
  }
`;

export const Panel = styled.div`
  padding: ${({ theme }) => theme.spacing.lg} 0;
  ${focusRing}
`;
