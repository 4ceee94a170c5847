import styled, { css, keyframes } from 'styled-components';
import { componentStyles, motionOk } from '../../theme';

export const COMPONENT_ID = 'drawer';

export type DrawerPlacement = 'left' | 'right';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const slideFrom = (placement: DrawerPlacement) => keyframes`
  from { transform: translateX(${placement === 'left' ? '-100%' : '100%'}); }
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

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm} ${theme.spacing.xs} ${theme.spacing.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.spacing.lg};
`;
