export { ComingSoon, COMPONENT_ID as COMING_SOON_ID, type ComingSoonProps } from './coming-soon';
