import styled from 'styled-components';
import { componentStyles, focusRing, transition } from '../../theme';

export const COMPONENT_ID = 'game-card';

export const Root = styled.a`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition: ${transition(['border-color', 'transform', 'box-shadow'], 'fast')};

  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.palette.border.strong};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  ${focusRing}
  ${componentStyles(COMPONENT_ID)}
`;

export const Media = styled.span<{ $ratio: string }>`
  position: relative;
  display: block;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.palette.surface.raised};
`;

export const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const Initial = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.display};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

export const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing.sm};
  inset-inline-start: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.xs}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.error.main};
  color: ${({ theme }) => theme.palette.error.on};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  text-transform: uppercase;
`;

/** 'Game is not active' over the picture of a disabled game (spec sections 4 and 8). */
export const Overlay = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.palette.surface.overlay};
  text-align: center;

  & > span {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.palette.surface.raised};
    color: ${({ theme }) => theme.palette.text.primary};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

export const Body = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

export const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const Provider = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;
