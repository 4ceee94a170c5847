import styled, { keyframes } from 'styled-components';
import { componentStyles, down, motionOk } from '../../theme';

export const COMPONENT_ID = 'side-panel';

const slideIn = keyframes`
  from { transform: translateX(100%); }
`;

export const Aside = styled.aside<{ $width: string }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width};
  max-width: 100vw;
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  border-left: 1px solid ${({ theme }) => theme.palette.border.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  ${motionOk} {
    animation: ${slideIn} ${({ theme }) => theme.motion.duration.normal}ms
      ${({ theme }) => theme.motion.easing.enter};
  }

  /* The panel is a desktop pattern; a narrow screen gives it the whole width. */
  ${down('md')} {
    width: 100vw;
    border-left: 0;
  }

  ${componentStyles(COMPONENT_ID)}
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => `0 ${theme.spacing.lg} ${theme.spacing.lg}`};
`;
