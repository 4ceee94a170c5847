import styled, { keyframes } from 'styled-components';
import { componentStyles, down, motionOk } from '../../theme';
import { overlayBackdrop } from '../../internal/overlay-chrome';

export const COMPONENT_ID = 'modal';

export type ModalSize = 'sm' | 'md' | 'lg';

const WIDTH: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '800px' };

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px) scale(0.98); }
`;

export const Backdrop = styled.div`
  ${overlayBackdrop('modal')}
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.lg};

  /* Spec section 2: modals are full screen on small screens (below 768 px). */
  ${down('md')} {
    padding: 0;
  }
`;

export const Dialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTH[$size]};
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.spacing.lg});
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  ${motionOk} {
    animation: ${rise} ${({ theme }) => theme.motion.duration.normal}ms
      ${({ theme }) => theme.motion.easing.enter};
  }

  ${down('md')} {
    max-width: none;
    height: 100%;
    max-height: none;
    border: 0;
    border-radius: 0;
  }

  ${componentStyles(COMPONENT_ID)}
`;

export const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.xl};
  overscroll-behavior: contain;
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.xl}`};
  border-top: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;
