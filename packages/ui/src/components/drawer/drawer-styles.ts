import styled, { css, keyframes } from 'styled-components';
import { componentStyles, motionOk } from '../../theme';
import { overlayBackdrop } from '../../internal/overlay-chrome';

export const COMPONENT_ID = 'drawer';

export type DrawerPlacement = 'left' | 'right';

const slideFrom = (placement: DrawerPlacement) => keyframes`
  from { transform: translateX(${placement === 'left' ? '-100%' : '100%'}); }
`;

export const Backdrop = styled.div`
  ${overlayBackdrop('drawer')}
`;

export const Panel = styled.div<{ $placement: DrawerPlacement; $width: string }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $placement }) => ($placement === 'left' ? 'left: 0;' : 'right: 0;')}
  z-index: ${({ theme }) => theme.zIndices.drawer};
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}, 88vw);
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  ${motionOk} {
    ${({ $placement, theme }) => css`
      animation: ${slideFrom($placement)} ${theme.motion.duration.normal}ms
        ${theme.motion.easing.enter};
    `}
  }

  ${componentStyles(COMPONENT_ID)}
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.spacing.lg};
`;
