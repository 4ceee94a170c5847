import styled from 'styled-components';
import { componentStyles, down, focusRing, transition, up } from '../../theme';
import type { ToneName } from '../../theme';
import type { ToastType } from './toast-types';

export const COMPONENT_ID = 'toast';

export const TONE: Record<ToastType, ToneName> = {
  successful: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
};

export const Viewport = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  pointer-events: none;

  ${up('md')} {
    right: ${({ theme }) => theme.spacing.xl};
    bottom: ${({ theme }) => theme.spacing.xl};
    width: 380px;
  }

  /* Above the mobile bottom navigation: toasts stack from the top on small screens. */
  ${down('md')} {
    top: ${({ theme }) => theme.spacing.sm};
    left: ${({ theme }) => theme.spacing.sm};
    right: ${({ theme }) => theme.spacing.sm};
  }
`;

export const LiveList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Card = styled.div<{ $type: ToastType }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  overflow: hidden;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.xs} ${theme.spacing.md} ${theme.spacing.md}`};
  background: ${({ theme, $type }) => theme.palette[TONE[$type]].soft};
  color: ${({ theme }) => theme.palette.text.primary};
  border-left: 4px solid ${({ theme, $type }) => theme.palette[TONE[$type]].main};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
  ${componentStyles(COMPONENT_ID)}
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  margin-top: 2px;
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Title = styled.strong`
  display: block;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const Track = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 3px;
`;

export const Bar = styled.div<{ $type: ToastType }>`
  height: 100%;
  background: ${({ theme, $type }) => theme.palette[TONE[$type]].main};
  transform-origin: left;
  transition: ${transition('transform')};
  transition-timing-function: linear;
`;

export const Close = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.palette.text.primary};
  cursor: pointer;
  ${focusRing}
`;
