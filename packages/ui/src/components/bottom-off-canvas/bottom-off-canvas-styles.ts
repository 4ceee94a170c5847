import styled, { keyframes } from 'styled-components';
import { componentStyles, motionOk, up } from '../../theme';

export const COMPONENT_ID = 'bottom-off-canvas';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const slideUp = keyframes`
  from { transform: translateY(100%); }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  background: ${({ theme }) => theme.palette.surface.overlay};

  ${motionOk} {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.normal}ms
      ${({ theme }) => theme.motion.easing.enter};
  }
`;

export const Sheet = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  display: flex;
  flex-direction: column;
  max-height: 85dvh;
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  padding-bottom: env(safe-area-inset-bottom);

  ${motionOk} {
    animation: ${slideUp} ${({ theme }) => theme.motion.duration.normal}ms
      ${({ theme }) => theme.motion.easing.enter};
  }

  /* On wide screens the sheet stays a readable column instead of spanning the window. */
  ${up('md')} {
    left: 50%;
    width: 560px;
    transform: translateX(-50%);
    animation: none;
  }

  ${componentStyles(COMPONENT_ID)}
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.spacing.lg};
`;
