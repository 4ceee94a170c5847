import styled, { keyframes } from 'styled-components';
import { componentStyles, motionOk, up } from '../../theme';
import { overlayBackdrop } from '../../internal/overlay-chrome';

export const COMPONENT_ID = 'bottom-off-canvas';

const slideUp = keyframes`
  from { transform: translateY(100%); }
`;

export const Backdrop = styled.div`
  ${overlayBackdrop('drawer')}
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

export const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.spacing.lg};
`;
