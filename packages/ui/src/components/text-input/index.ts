export { TextInput, COMPONENT_ID as TEXT_INPUT_ID, type TextInputProps } from './text-input';
