// The application shell: skip link, header, side navigation (from 768 px), the page, footer,
// bottom navigation (below 768 px), the query-flag panels, the auth modals and the session's
// background work (401 flow, wallet socket).
import { down, up } from '@bet/ui/theme';
import { useText } from '@bet/ui/text';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { AuthModals, UnauthorizedFlow } from '../features/auth';
import { useAvailabilityCache } from '../features/games';
import { BottomNavigation, SideNavigation } from '../features/navigation';
import { LazySafetyGate } from '../features/safety';
import { WalletSocketBridge } from '../features/wallet';
import { AppHeader } from './app-header';
import { PageSpinner } from './page-spinner';
import { QueryFlagPanels } from './query-flag-panels';

// Below the fold: the footer's code and its two reads come after the first render (the layout
// renders it in the pass React makes right after that one).
const AppFooter = lazy(() => import('./app-footer').then((m) => ({ default: m.AppFooter })));

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.spacing.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.primary.main};
  color: ${({ theme }) => theme.palette.primary.on};

  &:focus {
    top: ${({ theme }) => theme.spacing.sm};
  }
`;

const HeaderBar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${up('md')} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  ${down('md')} {
    /* Room for the fixed bottom navigation. */
    padding-bottom: 72px;
  }
`;

// A page fills the screen at least, so the footer starts below the fold and never moves in view
// while the page's data arrives (cumulative layout shift). A whole screen, not the screen less the
// header: the header is shorter on a phone, and the footer peeked in at the bottom (0.01).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  outline: none;
`;

export function AppLayout() {
  const text = useText();
  const afterFirstRender = useDeferredValue(true, false);
  useAvailabilityCache();
  return (
    <>
      <SkipLink href="#main">{text('app:shell.skipToContent')}</SkipLink>
      <HeaderBar>
        <AppHeader />
      </HeaderBar>
      <Body>
        <SideNavigation />
        <Content>
          <Main id="main" tabIndex={-1}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </Main>
          {afterFirstRender ? (
            <Suspense fallback={null}>
              <AppFooter />
            </Suspense>
          ) : null}
        </Content>
      </Body>
      <BottomNavigation />
      {/* Panels and modals load their code and strings on first open. */}
      <Suspense fallback={null}>
        <QueryFlagPanels />
        <AuthModals />
      </Suspense>
      {/* A member's safer-play gate (time-out notice, reality check), its own chunk. */}
      <LazySafetyGate />
      <UnauthorizedFlow />
      <WalletSocketBridge />
    </>
  );
}
