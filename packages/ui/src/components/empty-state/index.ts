export {
  EmptyState,
  COMPONENT_ID as EMPTY_STATE_ID,
  type EmptyStateProps,
  type HeadingLevel,
} from './empty-state';
