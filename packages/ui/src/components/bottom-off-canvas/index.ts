export { BottomOffCanvas, type BottomOffCanvasProps } from './bottom-off-canvas';
export { COMPONENT_ID as BOTTOM_OFF_CANVAS_ID } from './bottom-off-canvas-styles';
