export {
  CopyButton,
  COMPONENT_ID as COPY_BUTTON_ID,
  type CopyButtonProps,
  type CopyKind,
} from './copy-button';
export { CopyError, writeClipboard } from './write-clipboard';
