export { Tabs, type TabItem, type TabsProps } from './tabs';
export { COMPONENT_ID as TABS_ID } from './tabs-styles';
