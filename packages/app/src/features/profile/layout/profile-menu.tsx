// The profile's menu: a side menu beside the section on a desktop, the whole page on a phone
// (spec section 2). The current section is marked with aria-current by NavLink (lib/router/link).
import { useText } from '@bet/ui/text';
import { NavLink } from '../../../lib/router/link';
import styled from 'styled-components';
import { PROFILE_SECTIONS, SECTION_LABEL_KEYS } from '../profile-sections';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: ${({ theme }) => theme.palette.text.primary};
  text-decoration: none;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.on};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }
`;

/** A section opened from the menu: its link back returns to the menu's history entry. */
export const FROM_MENU = { fromProfileMenu: true } as const;

export function ProfileMenu() {
  const t = useText();
  return (
    <nav aria-label={t('profile:menu.label')}>
      <List>
        {PROFILE_SECTIONS.map((section) => (
          <li key={section}>
            <Item to={`/profile/${section}`} state={FROM_MENU}>
              {t(SECTION_LABEL_KEYS[section])}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
