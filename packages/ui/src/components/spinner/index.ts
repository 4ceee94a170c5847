export {
  Spinner,
  COMPONENT_ID as SPINNER_ID,
  type SpinnerProps,
  type SpinnerSize,
} from './spinner';
