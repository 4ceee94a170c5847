export {
  VirtualList,
  LINE_STEP_PX,
  COMPONENT_ID as VIRTUAL_LIST_ID,
  type VirtualListProps,
} from './virtual-list';
