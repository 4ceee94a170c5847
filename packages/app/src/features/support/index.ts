// Public API of the support feature.
export { SupportPanel } from './support-panel';
