// Skeleton: grey placeholders in the shape of content that is still loading. Always aria-hidden:
// the surrounding LoadingRegion (aria-busy) tells assistive tech that content is on its way.
import type { CSSProperties } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { componentStyles, motionOk } from '../../theme';

export const COMPONENT_ID = 'skeleton';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  readonly variant?: SkeletonVariant | undefined;
  /** CSS length; numbers are px. Text defaults to the full width, a circle to 40px. */
  readonly width?: number | string | undefined;
  /** CSS length; numbers are px. Text defaults to one line of body text. */
  readonly height?: number | string | undefined;
  /** Text only: this many lines, the last one shorter like a real paragraph. */
  readonly lines?: number | undefined;
  readonly className?: string | undefined;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span<{ $variant: SkeletonVariant }>`
  display: block;
  background: ${({ theme }) => theme.palette.surface.raised};
  border-radius: ${({ theme, $variant }) =>
    $variant === 'circle'
      ? theme.radii.round
      : $variant === 'text'
        ? theme.radii.sm
        : theme.radii.md};

  /* The moving highlight is decoration only: users who ask for less motion get a still block. */
  ${motionOk} {
    ${({ theme }) => css`
      background-image: linear-gradient(
        90deg,
        ${theme.palette.surface.raised} 0%,
        ${theme.palette.border.default} 50%,
        ${theme.palette.surface.raised} 100%
      );
      background-size: 200% 100%;
      animation: ${shimmer} 1.4s ease-in-out infinite;
    `}
  }

  & + & {
    margin-top: ${({ theme }) => theme.spacing.sm};
  }

  ${componentStyles(COMPONENT_ID)}
`;

function cssLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

function blockStyle(variant: SkeletonVariant, width?: number | string, height?: number | string) {
  const style: CSSProperties = { width: cssLength(width), height: cssLength(height) };
  if (variant === 'text') return { width: style.width ?? '100%', height: style.height ?? '1em' };
  if (variant === 'circle') {
    const side = style.width ?? style.height ?? '40px';
    return { width: side, height: side };
  }
  return { width: style.width ?? '100%', height: style.height ?? '120px' };
}

/** Lines of a text skeleton: at least one, whole numbers only (bad input never throws here). */
function lineCount(lines: number | undefined): number {
  return lines !== undefined && Number.isFinite(lines) ? Math.max(1, Math.floor(lines)) : 1;
}

export function Skeleton({ variant = 'text', width, height, lines, className }: SkeletonProps) {
  const style = blockStyle(variant, width, height);
  if (variant !== 'text' || lineCount(lines) === 1) {
    return (
      <Block
        aria-hidden="true"
        $variant={variant}
        style={style}
        className={className}
        data-skeleton={variant}
      />
    );
  }
  const count = lineCount(lines);
  return (
    <span aria-hidden="true" className={className} style={{ display: 'block', width: style.width }}>
      {Array.from({ length: count }, (_, i) => (
        <Block
          key={i}
          $variant="text"
          data-skeleton="text"
          style={{ height: style.height, width: i === count - 1 ? '60%' : '100%' }}
        />
      ))}
    </span>
  );
}
