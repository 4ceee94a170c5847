export {
  ToastProvider,
  ToastProviderMissingError,
  useToast,
  type ToastProviderProps,
} from './toast-provider';
export { COMPONENT_ID as TOAST_ID } from './toast-styles';
export type { ToastApi, ToastOptions, ToastType } from './toast-types';
