export {
  Button,
  type ButtonAsButtonProps,
  type ButtonAsLinkProps,
  type ButtonProps,
} from './button';
export { IconButton, ICON_BUTTON_ID, type IconButtonProps } from './icon-button';
export { COMPONENT_ID as BUTTON_ID, type ButtonSize, type ButtonVariant } from './button-styles';
