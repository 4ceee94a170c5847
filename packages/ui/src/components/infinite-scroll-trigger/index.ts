export {
  InfiniteScrollTrigger,
  COMPONENT_ID as INFINITE_SCROLL_TRIGGER_ID,
  type InfiniteScrollTriggerProps,
} from './infinite-scroll-trigger';
export { hasIntersectionObserver } from './use-visibility';
