export { SidePanel, type SidePanelProps } from './side-panel';
export { COMPONENT_ID as SIDE_PANEL_ID } from './side-panel-styles';
