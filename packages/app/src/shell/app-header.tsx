// The header (spec section 2): the brand logo linking home, the language button, and either the
// balance and currency selector (members, with logout) or sign-in and register (visitors); on
// phones the menu button opens the drawer (?menu=true).
import { Header } from '@bet/ui/header';
import { down } from '@bet/ui/theme';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { useHeaderBalance } from '../features/wallet';
import { LogoutButton, useAuthModal, useIsAuthorized } from '../features/auth';
import { LanguageButton } from '../features/language';
import { useMenuFlag } from '../features/navigation';
import { renderAppLink } from '../lib/router/app-link';
import { useBrand } from '../lib/services';

// Phones keep the header for the logo, the language and the money; logout is in the drawer menu.
const WideOnly = styled.span`
  display: contents;

  ${down('md')} {
    display: none;
  }
`;

export function AppHeader() {
  const brand = useBrand();
  const text = useText();
  const member = useHeaderBalance();
  const authorized = useIsAuthorized();
  const auth = useAuthModal();
  const [menuOpen, setMenuOpen] = useMenuFlag();
  return (
    <Header
      logo={
        <img
          src={brand.assets.logo}
          alt={text('app:shell.homeLink', { brand: brand.name })}
          height={32}
        />
      }
      member={member}
      onSignIn={() => auth.open('login')}
      onRegister={() => auth.open('register')}
      onMenuClick={() => setMenuOpen(!menuOpen, { replace: false })}
      menuOpen={menuOpen}
      actions={
        <>
          <LanguageButton />
          {authorized ? (
            <WideOnly>
              <LogoutButton />
            </WideOnly>
          ) : null}
        </>
      }
      renderLink={renderAppLink}
    />
  );
}
