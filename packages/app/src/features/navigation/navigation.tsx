// Side navigation (desktop and tablet, icon rail below 1200 px), the mobile bottom navigation and
// the mobile drawer menu (spec section 2, "Navigation" and "menu=true").
import { BottomNav } from '@bet/ui/bottom-nav';
import { SideNav } from '@bet/ui/side-nav';
import { down } from '@bet/ui/theme';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { renderAppLink } from '../../lib/router/app-link';
import { useQueryFlag } from '../../lib/router/query-flags';
import { SectionToggle } from './section-toggle';
import { useNavigation } from './use-navigation';

// Under the sticky header (64 px), as tall as the screen: the rail's background runs to the
// bottom however short the menu, and a long menu scrolls on its own.
const SideSlot = styled.div`
  position: sticky;
  top: 64px;
  align-self: start;
  height: calc(100vh - 64px);

  ${down('md')} {
    display: none;
  }
`;

export function Toggle() {
  const nav = useNavigation();
  const t = useText();
  if (!nav.showToggle) return null;
  return (
    <SectionToggle
      section={nav.section}
      targets={nav.targets}
      labels={{ sports: t('common:nav.sports'), games: t('common:nav.games') }}
      label={t('app:shell.sectionToggle')}
    />
  );
}

export function SideNavigation() {
  const nav = useNavigation();
  const text = useText();
  return (
    <SideSlot>
      <SideNav
        items={nav.side}
        currentPath={nav.pathname}
        toggle={<Toggle />}
        renderLink={renderAppLink}
        aria-label={text('app:shell.mainNavigation')}
      />
    </SideSlot>
  );
}

export function BottomNavigation() {
  const nav = useNavigation();
  const text = useText();
  return (
    <BottomNav
      items={nav.bottom}
      currentPath={nav.pathname}
      renderLink={renderAppLink}
      aria-label={text('app:shell.quickNavigation')}
    />
  );
}

/** The header's menu button state: the drawer follows ?menu=true. */
export function useMenuFlag() {
  return useQueryFlag('menu');
}
