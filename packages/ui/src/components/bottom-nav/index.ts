export {
  BottomNav,
  COMPONENT_ID as BOTTOM_NAV_ID,
  type BottomNavItem,
  type BottomNavProps,
} from './bottom-nav';
