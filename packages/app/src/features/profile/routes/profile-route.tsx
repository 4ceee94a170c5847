// The /profile route (spec section 2): a side menu with the section beside it on a desktop, where
// /profile opens the rewards; on a phone /profile is the menu, and a section opens full width with
// a link back to it (the browser's back returns there too; the link goes back in history when
// the section came from the list, so the list is not stacked twice).
import { useText } from '@bet/ui/text';
import { Navigate, useLocation, useNavigate, useOutlet } from 'react-router';
import { Link } from '../../../lib/router/link';
import styled from 'styled-components';
import { useIsDesktop } from '../../../lib/hooks/use-media-query';
import { useNamespaces } from '../../../lib/i18n/text';
import { PageFrame } from '../../../lib/ui/page-frame';
import type { FROM_MENU } from '../layout/profile-menu';
import { ProfileMenu } from '../layout/profile-menu';
import { DEFAULT_PROFILE_SECTION } from '../profile-sections';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const BackLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.palette.text.link};
`;

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
`;

/** Back to the list: the history entry the section came from, or the list itself. */
function BackToMenu() {
  const t = useText();
  const location = useLocation();
  const navigate = useNavigate();
  const fromMenu = (location.state as typeof FROM_MENU | null)?.fromProfileMenu === true;
  return (
    <BackLink
      to="/profile"
      onClick={(event) => {
        if (!fromMenu) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      {t('profile:menu.backToMenu')}
    </BackLink>
  );
}

function ProfilePage() {
  useNamespaces('profile');
  const t = useText();
  const section = useOutlet();
  const desktop = useIsDesktop();
  if (desktop) {
    if (!section) return <Navigate to={`/profile/${DEFAULT_PROFILE_SECTION}`} replace />;
    return (
      <PageFrame title={t('profile:profile')}>
        <Columns>
          <ProfileMenu />
          <Section>{section}</Section>
        </Columns>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('profile:profile')}>
      {section ? (
        <Section>
          <BackToMenu />
          {section}
        </Section>
      ) : (
        <ProfileMenu />
      )}
    </PageFrame>
  );
}

export { ProfilePage as Component };
