// SideNav: the left navigation (spec section 2, "Navigation"). Links and two-level menus
// (disclosure pattern: a button with aria-expanded shows or hides its sub-list), a coming-soon
// notice for a menu without children, the current page marked with aria-current, an icon-only
// rail below 1200 px, and a slot for the sports / games toggle.
import { useId, useState, type ReactNode } from 'react';
import { useText } from '../../text';
import { ChevronDownIcon } from '../../internal/icons';
import { defaultRenderLink, type LinkRenderer } from '../../internal/link';
import { containsCurrent, initials, isCurrent, type NavEntry } from './nav-entry';
import {
  Chevron,
  ComingSoon,
  IconBox,
  ItemLink,
  Label,
  List,
  MenuButton,
  Nav,
  SubList,
  ToggleSlot,
  type SideNavCollapse,
} from './side-nav-styles';

export interface SideNavProps {
  readonly items: readonly NavEntry[];
  /** The current location's path; decides the active link and which menus start open. */
  readonly currentPath: string;
  /** Icon-only rail: 'auto' below 1200 px (default), 'always' or 'never'. */
  readonly collapse?: SideNavCollapse | undefined;
  /** The sports / games toggle that follows the current path (spec section 2). */
  readonly toggle?: ReactNode;
  /** Renders the app router's link; a plain <a> by default. */
  readonly renderLink?: LinkRenderer | undefined;
  /** Defaults to the 'menu' chrome string. */
  readonly 'aria-label'?: string | undefined;
  /**
   * 'rail' (default): the page's fixed-width side column. 'panel': the full width and natural
   * height of a container such as the mobile drawer, without the rail's border and background.
   */
  readonly variant?: 'rail' | 'panel' | undefined;
}

function EntryContent({ entry, trailing }: { entry: NavEntry; trailing?: ReactNode }) {
  return (
    <>
      <IconBox aria-hidden="true">{entry.icon ?? initials(entry.label)}</IconBox>
      <Label>{entry.label}</Label>
      {trailing}
    </>
  );
}

interface ItemProps {
  readonly entry: NavEntry;
  readonly currentPath: string;
  readonly renderLink: LinkRenderer;
}

function LinkItem({ entry, currentPath, renderLink }: ItemProps) {
  return (
    <li>
      <ItemLink
        render={renderLink}
        href={entry.href ?? '#'}
        aria-current={isCurrent(entry.href, currentPath) ? 'page' : undefined}
        // Shown as a tooltip in the icon-only rail, where the label is visually hidden.
        title={entry.label}
      >
        <EntryContent entry={entry} />
      </ItemLink>
    </li>
  );
}

function MenuItem({ entry, currentPath, renderLink }: ItemProps) {
  const t = useText();
  const listId = useId();
  const branch = containsCurrent(entry, currentPath);
  const [open, setOpen] = useState(branch);
  const children = entry.children ?? [];
  return (
    <li>
      <MenuButton
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        title={entry.label}
        onClick={() => setOpen((value) => !value)}
        $branch={branch}
      >
        <EntryContent
          entry={entry}
          trailing={
            <Chevron $open={open} aria-hidden="true">
              <ChevronDownIcon size={16} />
            </Chevron>
          }
        />
      </MenuButton>
      <SubList id={listId} hidden={!open}>
        {children.length === 0 ? <ComingSoon>{t('ui:comingSoon')}</ComingSoon> : null}
        {children.map((child) => (
          <LinkItem
            key={child.id}
            entry={child}
            currentPath={currentPath}
            renderLink={renderLink}
          />
        ))}
      </SubList>
    </li>
  );
}

export function SideNav(props: SideNavProps) {
  const { items, currentPath, collapse = 'auto', toggle, renderLink = defaultRenderLink } = props;
  const t = useText();
  return (
    <Nav
      aria-label={props['aria-label'] ?? t('ui:menu')}
      $collapse={collapse}
      $panel={props.variant === 'panel'}
    >
      {toggle ? <ToggleSlot>{toggle}</ToggleSlot> : null}
      <List>
        {items.map((entry) =>
          entry.children ? (
            <MenuItem
              key={entry.id}
              entry={entry}
              currentPath={currentPath}
              renderLink={renderLink}
            />
          ) : (
            <LinkItem
              key={entry.id}
              entry={entry}
              currentPath={currentPath}
              renderLink={renderLink}
            />
          ),
        )}
      </List>
    </Nav>
  );
}
