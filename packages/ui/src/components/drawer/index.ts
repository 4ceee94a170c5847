export { Drawer, type DrawerProps } from './drawer';
export { COMPONENT_ID as DRAWER_ID, type DrawerPlacement } from './drawer-styles';
