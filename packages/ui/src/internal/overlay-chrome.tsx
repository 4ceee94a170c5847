// The chrome the overlays share (Modal, Drawer, BottomOffCanvas, SidePanel): the dimmed backdrop
// and the header row of title and close button. Each overlay keeps its own container, styled with
// componentStyles(its id), around the header, so brand overrides still apply per overlay.
import type { ReactNode } from 'react';
import styled, { css, keyframes, type RuleSet } from 'styled-components';
import { useText } from '../text';
import { motionOk, type ZIndexName } from '../theme';
import { IconButton } from '../components/button';
import { CloseIcon } from './icons';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

/** The dimmed page behind a modal overlay, fading in, on the overlay's z-index layer. */
export function overlayBackdrop(layer: ZIndexName) {
  return css`
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndices[layer]};
    background: ${({ theme }) => theme.palette.surface.overlay};

    ${motionOk} {
      animation: ${fadeIn} ${({ theme }) => theme.motion.duration.normal}ms
        ${({ theme }) => theme.motion.easing.enter};
    }
  `;
}

/** 'panel': Drawer and SidePanel; 'sheet': BottomOffCanvas; 'dialog': Modal. */
export type OverlayHeaderVariant = 'panel' | 'sheet' | 'dialog';

const HEADER: Record<OverlayHeaderVariant, RuleSet<object>> = {
  panel: css`
    min-height: 56px;
    padding: ${({ theme }) =>
      `${theme.spacing.xs} ${theme.spacing.sm} ${theme.spacing.xs} ${theme.spacing.lg}`};
  `,
  sheet: css`
    padding: ${({ theme }) =>
      `${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.lg}`};
  `,
  dialog: css`
    padding: ${({ theme }) =>
      `${theme.spacing.md} ${theme.spacing.md} ${theme.spacing.md} ${theme.spacing.xl}`};
  `,
};

const TITLE: Record<OverlayHeaderVariant, RuleSet<object>> = {
  panel: css`
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  `,
  sheet: css`
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  `,
  dialog: css`
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  `,
};

const Header = styled.header<{ $variant: OverlayHeaderVariant }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  ${({ $variant }) => HEADER[$variant]}
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

const Title = styled.h2<{ $variant: OverlayHeaderVariant }>`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  ${({ $variant }) => TITLE[$variant]}
  overflow-wrap: anywhere;
`;

export interface OverlayHeaderProps {
  readonly variant: OverlayHeaderVariant;
  /** The title's id: the overlay's aria-labelledby. */
  readonly titleId: string;
  readonly title: ReactNode;
  readonly onClose: () => void;
}

/** The overlay's heading (an h2) beside its close button. */
export function OverlayHeader({ variant, titleId, title, onClose }: OverlayHeaderProps) {
  const t = useText();
  return (
    <Header $variant={variant}>
      <Title id={titleId} $variant={variant}>
        {title}
      </Title>
      <IconButton icon={<CloseIcon />} aria-label={t('ui:close')} onClick={onClose} />
    </Header>
  );
}
