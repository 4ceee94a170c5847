export {
  PasswordInput,
  COMPONENT_ID as PASSWORD_INPUT_ID,
  type PasswordInputProps,
} from './password-input';
