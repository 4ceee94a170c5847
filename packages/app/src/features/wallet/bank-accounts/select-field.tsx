// A select, and an optional text field, bound to a field of the surrounding form, each with its
// failed check beside it.
import { FormField } from '@bet/ui/form-field';
import { Select, type SelectOption } from '@bet/ui/select';
import { TextInput } from '@bet/ui/text-input';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from '../../../lib/forms/field-error';

export interface SelectFieldProps {
  readonly name: string;
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly placeholder?: string;
}

export function SelectField({ name, label, options, placeholder }: SelectFieldProps) {
  const form = useFormContext<FieldValues>();
  const error = useFieldError(form, name as Path<FieldValues>);
  return (
    <FormField label={label} error={error} required>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            name={field.name}
            ref={field.ref}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            options={options}
            {...(placeholder === undefined ? {} : { placeholder })}
          />
        )}
      />
    </FormField>
  );
}

/** A text field whose empty value is `undefined` (an optional field of a contract schema). */
export function OptionalTextField(props: {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly inputMode?: 'numeric' | 'text';
}) {
  const { name, label, hint, required = false, inputMode = 'text' } = props;
  const form = useFormContext<FieldValues>();
  const error = useFieldError(form, name as Path<FieldValues>);
  return (
    <FormField label={label} hint={hint} error={error} required={required} optional={!required}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <TextInput
            name={field.name}
            ref={field.ref}
            inputMode={inputMode}
            autoComplete="off"
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? undefined : event.target.value)
            }
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );
}
