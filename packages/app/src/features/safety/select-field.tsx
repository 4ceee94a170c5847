// A select bound to a string field of a form, with its label and its failed check beside it.
import { FormField } from '@bet/ui/form-field';
import { Select, type SelectOption } from '@bet/ui/select';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useFieldError } from '../../lib/forms/field-error';

export interface SelectFieldProps<T extends FieldValues> {
  readonly form: UseFormReturn<T>;
  readonly name: FieldPath<T>;
  readonly label: string;
  readonly options: readonly SelectOption[];
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  options,
}: SelectFieldProps<T>) {
  const error = useFieldError(form, name);
  return (
    <FormField label={label} error={error} required>
      <Select {...form.register(name)} options={options} />
    </FormField>
  );
}
