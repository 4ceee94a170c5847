export { FormField, type FormFieldProps } from './form-field';
export {
  useFieldControl,
  useFormField,
  type FieldControlProps,
  type FormFieldContextValue,
} from './form-field-context';
export { COMPONENT_ID as FORM_FIELD_ID } from './form-field-styles';
