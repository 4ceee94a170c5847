export {
  ErrorScreen,
  COMPONENT_ID as ERROR_SCREEN_ID,
  type ErrorScreenProps,
} from './error-screen';
