// Public API of the navigation feature.
export { MenuDrawer } from './lazy-menu-drawer';
export { BottomNavigation, SideNavigation, useMenuFlag } from './navigation';
export {
  bottomEntries,
  sectionAvailability,
  sectionOf,
  sideEntries,
  visibleSports,
  type NavSection,
} from './nav-entries';
export { LazySportIcon } from './lazy-sport-icon';
