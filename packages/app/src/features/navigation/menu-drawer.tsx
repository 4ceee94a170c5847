// The mobile drawer menu (spec section 2, "mobile drawer menu"; menu=true): the side entries at
// full width. Loaded when first opened.
import { Drawer } from '@bet/ui/drawer';
import { SideNav } from '@bet/ui/side-nav';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { LogoutButton, useIsAuthorized } from '../auth';
import { renderAppLink } from '../../lib/router/app-link';
import { useQueryFlag } from '../../lib/router/query-flags';
import { useBrand } from '../../lib/services';
import { Toggle } from './navigation';
import { useNavigation } from './use-navigation';

const Account = styled.div`
  display: flex;
  justify-content: flex-start;
  padding: ${({ theme }) => theme.spacing.sm};
  border-top: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

/** The mobile drawer menu, open while ?menu=true (spec section 2); members log out here. */
export function MenuDrawer() {
  const nav = useNavigation();
  const authorized = useIsAuthorized();
  const brand = useBrand();
  const text = useText();
  const [open, setOpen] = useQueryFlag('menu');
  return (
    <Drawer open={open} onClose={() => setOpen(false)} title={brand.name}>
      <Toggle />
      <SideNav
        items={nav.side}
        currentPath={nav.pathname}
        collapse="never"
        variant="panel"
        renderLink={renderAppLink}
        aria-label={text('app:shell.mainNavigation')}
      />
      {authorized ? (
        <Account>
          <LogoutButton />
        </Account>
      ) : null}
    </Drawer>
  );
}
