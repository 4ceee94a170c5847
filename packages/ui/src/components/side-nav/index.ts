export { SideNav, type SideNavProps } from './side-nav';
export { isCurrent, type NavEntry } from './nav-entry';
export { COMPONENT_ID as SIDE_NAV_ID, type SideNavCollapse } from './side-nav-styles';
export type { LinkRenderer, LinkRenderProps } from '../../internal/link';
