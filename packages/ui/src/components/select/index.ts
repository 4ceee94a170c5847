export { Select, COMPONENT_ID as SELECT_ID, type SelectOption, type SelectProps } from './select';
