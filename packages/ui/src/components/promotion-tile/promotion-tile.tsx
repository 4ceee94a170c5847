// PromotionTile: a promotion banner of the home page (spec sections 2 and 3: banner kind 1 with
// src, alt and url; at most two on the home page, the page decides which). A link; external
// urls open in a new tab. With a title, the title names the link and the picture is decorative;
// without one, the picture's alt text names it.
import { useState } from 'react';
import styled from 'styled-components';
import { componentStyles, focusRing, transition } from '../../theme';

export const COMPONENT_ID = 'promotion-tile';

export interface PromotionTileProps {
  readonly src: string;
  readonly alt: string;
  readonly href: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  /** Opens in a new tab (rel noopener noreferrer). */
  readonly external?: boolean | undefined;
  /** Above the fold: the picture loads at once with high priority instead of lazily. */
  readonly priority?: boolean | undefined;
  readonly className?: string | undefined;
}

const Root = styled.a`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  text-decoration: none;
  transition: ${transition(['border-color', 'box-shadow'], 'fast')};

  &:hover {
    border-color: ${({ theme }) => theme.palette.border.strong};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  ${focusRing}
  ${componentStyles(COMPONENT_ID)}
`;

const Media = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.palette.surface.raised};
  color: ${({ theme }) => theme.palette.text.secondary};
  text-align: center;
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Body = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Description = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export function PromotionTile(props: PromotionTileProps) {
  const { src, alt, href, title, description, external = false, priority = false } = props;
  const { className } = props;
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const hasTitle = title !== undefined && title !== '';
  return (
    <Root
      href={href}
      className={className}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Media>
        {failed === src ? (
          // The picture failed: its alt text keeps the tile readable (and named).
          hasTitle ? null : (
            <span>{alt}</span>
          )
        ) : (
          <Picture
            src={src}
            alt={hasTitle ? '' : alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            onError={() => setFailed(src)}
          />
        )}
      </Media>
      {hasTitle || description ? (
        <Body>
          {hasTitle ? <Title>{title}</Title> : null}
          {description ? <Description>{description}</Description> : null}
        </Body>
      ) : null}
    </Root>
  );
}
