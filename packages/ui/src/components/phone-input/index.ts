export {
  PhoneInput,
  COMPONENT_ID as PHONE_INPUT_ID,
  type PhoneInputProps,
  type PhoneValue,
} from './phone-input';
