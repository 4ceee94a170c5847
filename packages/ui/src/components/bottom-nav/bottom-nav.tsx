// BottomNav: the mobile bottom navigation (spec section 2: sports, games, recharge, my bets, live
// support). Fixed to the bottom below 768 px, hidden from 768 px up where the side navigation
// takes over; the current entry carries aria-current="page".
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useText } from '../../text';
import { componentStyles, focusRing, up } from '../../theme';
import { defaultRenderLink, type LinkRenderProps, type LinkRenderer } from '../../internal/link';
import { isCurrent } from '../side-nav/nav-entry';

export const COMPONENT_ID = 'bottom-nav';

export interface BottomNavItem {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** Decorative; the label is the accessible name. */
  readonly icon: ReactNode;
}

export interface BottomNavProps {
  /** Five entries in the product; more squeeze, fewer spread out. */
  readonly items: readonly BottomNavItem[];
  readonly currentPath: string;
  readonly renderLink?: LinkRenderer | undefined;
  /** Defaults to the 'menu' chrome string. */
  readonly 'aria-label'?: string | undefined;
  /** Keep it visible at every width (stories, embedded previews). */
  readonly alwaysVisible?: boolean | undefined;
}

const Bar = styled.nav<{ $always: boolean }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.palette.surface.surface};
  border-top: 1px solid ${({ theme }) => theme.palette.border.default};
  padding-bottom: env(safe-area-inset-bottom);

  ${up('md')} {
    display: ${({ $always }) => ($always ? 'block' : 'none')};
  }

  ${componentStyles(COMPONENT_ID)}
`;

/** An entry's height: the bar keeps it while its entries load (no shift when they come). */
const ENTRY_HEIGHT = '56px';

const List = styled.ul`
  display: flex;
  min-height: ${ENTRY_HEIGHT};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    flex: 1 1 0;
    min-width: 0;
  }
`;

function LinkSlot({ render, ...props }: LinkRenderProps & { readonly render: LinkRenderer }) {
  return render(props);
}

const Entry = styled(LinkSlot)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-height: ${ENTRY_HEIGHT};
  padding: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  text-decoration: none;
  ${focusRing}

  &:focus-visible {
    outline-offset: -2px;
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.palette.primary.text};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

const Icon = styled.span`
  display: inline-flex;
`;

const Text = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export function BottomNav(props: BottomNavProps) {
  const { items, currentPath, renderLink = defaultRenderLink, alwaysVisible = false } = props;
  const t = useText();
  return (
    <Bar aria-label={props['aria-label'] ?? t('ui:menu')} $always={alwaysVisible}>
      <List>
        {items.map((item) => (
          <li key={item.id}>
            <Entry
              render={renderLink}
              href={item.href}
              aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}
            >
              <Icon aria-hidden="true">{item.icon}</Icon>
              <Text>{item.label}</Text>
            </Entry>
          </li>
        ))}
      </List>
    </Bar>
  );
}
