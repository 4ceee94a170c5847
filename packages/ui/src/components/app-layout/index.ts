export { AppLayout, COMPONENT_ID as APP_LAYOUT_ID, type AppLayoutProps } from './app-layout';
