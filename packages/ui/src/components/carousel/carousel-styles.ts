import styled from 'styled-components';
import { componentStyles, focusRing, motionOk, up } from '../../theme';

export const COMPONENT_ID = 'carousel';

export const Root = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  ${componentStyles(COMPONENT_ID)}
`;

export const Viewport = styled.div<{ $ratio: string; $ratioDesktop: string }>`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${({ $ratio }) => $ratio};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surface.raised};
  /* Vertical pans scroll the page; horizontal ones reach the swipe handlers. */
  touch-action: pan-y;

  ${up('md')} {
    aspect-ratio: ${({ $ratioDesktop }) => $ratioDesktop};
  }
`;

export const Slide = styled.div<{ $current: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $current }) => ($current ? 1 : 0)};
  visibility: ${({ $current }) => ($current ? 'visible' : 'hidden')};

  /* A cross-fade: direction-free, so it reads the same in right-to-left languages. */
  ${motionOk} {
    transition:
      opacity ${({ theme }) => theme.motion.duration.slow}ms
        ${({ theme }) => theme.motion.easing.standard},
      visibility ${({ theme }) => theme.motion.duration.slow}ms;
  }
`;

export const SlideLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.palette.text.primary};
  text-align: center;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.border.focus};
    outline-offset: -3px;
  }
`;

export const SlidePicture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const RotationControl = styled.div`
  position: absolute;
  z-index: 1;
  top: ${({ theme }) => theme.spacing.sm};
  inset-inline-end: ${({ theme }) => theme.spacing.sm};
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** Holds the controls' height (a small icon button) while the slides load: no shift after. */
export const ControlsPlaceholder = styled.div`
  height: 32px;
`;

export const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

/** A 24px target around a small dot (WCAG 2.5.8 target size). */
export const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border: 2px solid ${({ theme }) => theme.palette.border.strong};
    border-radius: ${({ theme }) => theme.radii.round};
  }

  &[aria-current='true']::before {
    width: 12px;
    height: 12px;
    border-color: ${({ theme }) => theme.palette.primary.main};
    background: ${({ theme }) => theme.palette.primary.main};
  }

  ${focusRing}
`;
