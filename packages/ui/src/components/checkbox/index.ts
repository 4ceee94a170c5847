export { Checkbox, COMPONENT_ID as CHECKBOX_ID, type CheckboxProps } from './checkbox';
