export {
  Skeleton,
  COMPONENT_ID as SKELETON_ID,
  type SkeletonProps,
  type SkeletonVariant,
} from './skeleton';
export { LoadingRegion, LOADING_REGION_ID, type LoadingRegionProps } from './loading-region';
