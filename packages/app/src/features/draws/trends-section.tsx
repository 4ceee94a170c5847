// The "Trends" section at the bottom of a draw game's page (issue 16, "Beyond: trends"): a
// disclosure whose content, the game's lazy trends chunk, renders only once the member opens it or
// scrolls it into view, never with the page's first render. While the chunk loads, a skeleton.
// Closed again, the trends stay loaded but hidden.
import { LoadingRegion, Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useNamespaces } from '../../lib/i18n/text';
import type { DrawGame } from './draw-bets';
import { drawTextsOf } from './draw-texts';
import { useSeenOnScroll } from './use-seen-on-scroll';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.border.focus};
    outline-offset: 2px;
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 0.15s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const loading = (
  <LoadingRegion loading placeholder={<Skeleton variant="rect" height={320} />}>
    {null}
  </LoadingRegion>
);

export interface TrendsSectionProps {
  readonly game: DrawGame;
  /** Open from the start (a page that is only trends, a story). */
  readonly defaultOpen?: boolean | undefined;
  /** The game's trends, lazy (React.lazy): rendered only once the section opens. */
  readonly children: ReactNode;
}

export function TrendsSection({ game, defaultOpen = false, children }: TrendsSectionProps) {
  const ns = drawTextsOf(game);
  useNamespaces(ns);
  const t = useText();
  const headingId = useId();
  const panelId = useId();
  const ref = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  const [loaded, setLoaded] = useState(defaultOpen);
  const show = useCallback(() => {
    setOpen(true);
    setLoaded(true);
  }, []);
  useSeenOnScroll(ref, !loaded, show);
  return (
    <Section ref={ref} aria-labelledby={headingId}>
      <Heading id={headingId}>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? setOpen(false) : show())}
        >
          {t(`${ns}:trends.title`)}
          <Chevron aria-hidden $open={open}>
            ▾
          </Chevron>
        </Toggle>
      </Heading>
      <div id={panelId} hidden={!open}>
        {loaded && <Suspense fallback={loading}>{children}</Suspense>}
      </div>
    </Section>
  );
}
