// AppLayout: the page frame. Sticky header on top; on desktop the side navigation beside the
// main column; on phones the bottom navigation fixed below (spec section 2). A skip link lets
// keyboard users jump past the header and navigation to the content (WCAG 2.4.1).
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useText } from '../../text';
import { componentStyles, down, focusRing, up, visuallyHidden } from '../../theme';

export const COMPONENT_ID = 'app-layout';

export interface AppLayoutProps {
  readonly header?: ReactNode;
  /** Shown from 768 px up; phones reach the menu through the header's drawer. */
  readonly sideNav?: ReactNode;
  readonly footer?: ReactNode;
  /** Shown below 768 px. */
  readonly bottomNav?: ReactNode;
  /** id of <main>, the skip link's target. */
  readonly mainId?: string | undefined;
  readonly children?: ReactNode;
}

const HEADER_HEIGHT = '64px';
const BOTTOM_NAV_HEIGHT = '56px';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  background: ${({ theme }) => theme.palette.surface.background};
  ${componentStyles(COMPONENT_ID)}
`;

const SkipLink = styled.a`
  ${visuallyHidden}
  ${focusRing}

  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.spacing.sm};
    left: ${({ theme }) => theme.spacing.sm};
    z-index: ${({ theme }) => theme.zIndices.tooltip};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
    overflow: visible;
    clip-path: none;
    white-space: normal;
    background: ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.on};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const HeaderSlot = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

const SideSlot = styled.div`
  position: sticky;
  top: ${HEADER_HEIGHT};
  flex: none;
  height: calc(100dvh - ${HEADER_HEIGHT});

  ${down('md')} {
    display: none;
  }
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  ${down('md')} {
    padding-bottom: ${BOTTOM_NAV_HEIGHT};
  }
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  outline: none;

  ${up('lg')} {
    padding: ${({ theme }) => theme.spacing.xl};
  }
`;

/**
 * Moves focus itself instead of following the hash: a client router or a <base> element would
 * turn '#main-content' into a page load.
 */
function skipTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
}

export function AppLayout(props: AppLayoutProps) {
  const { header, sideNav, footer, bottomNav, mainId = 'main-content', children } = props;
  const t = useText();
  return (
    <Root>
      <SkipLink href={`#${mainId}`} onClick={skipTo(mainId)}>
        {t('ui:skipToContent')}
      </SkipLink>
      {header ? <HeaderSlot>{header}</HeaderSlot> : null}
      <Body>
        {sideNav ? <SideSlot>{sideNav}</SideSlot> : null}
        <Column>
          {/* tabIndex -1: the skip link moves focus here, not just the scroll position. */}
          <Main id={mainId} tabIndex={-1}>
            {children}
          </Main>
          {footer}
        </Column>
      </Body>
      {bottomNav}
    </Root>
  );
}
