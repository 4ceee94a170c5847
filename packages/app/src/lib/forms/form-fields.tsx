// The fields every form is built from: react-hook-form over a zod schema (use-schema-form.ts),
// each field with its label and, beside it, the translated message of its failed check. Schemas
// composed from the contract carry the domain's validation keys ('validation.passwordTooShort'),
// so the form, the client and the server say the same thing about the same input.
import { Checkbox } from '@bet/ui/checkbox';
import { FormField } from '@bet/ui/form-field';
import { PasswordInput } from '@bet/ui/password-input';
import { PhoneInput } from '@bet/ui/phone-input';
import { TextInput, type TextInputProps } from '@bet/ui/text-input';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from './field-error';

interface FieldProps<T extends FieldValues> {
  readonly form: UseFormReturn<T>;
  readonly name: FieldPath<T>;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
}

type InputProps = Omit<TextInputProps, 'name' | 'form' | 'value' | 'defaultValue' | 'onChange'>;

export function TextField<T extends FieldValues>(props: FieldProps<T> & InputProps) {
  const { form, name, label, hint, optional, ...input } = props;
  const error = useFieldError(form, name);
  return (
    <FormField label={label} hint={hint} error={error} required={!optional} optional={optional}>
      <TextInput {...input} {...form.register(name)} />
    </FormField>
  );
}

export function PasswordField<T extends FieldValues>(props: FieldProps<T> & InputProps) {
  const { form, name, label, hint, optional, ...input } = props;
  const error = useFieldError(form, name);
  return (
    <FormField label={label} hint={hint} error={error} required={!optional} optional={optional}>
      <PasswordInput {...input} {...form.register(name)} />
    </FormField>
  );
}

/** A phone number with its dial code (a `{ dialCode, number }` value). */
export function PhoneField<T extends FieldValues>(props: FieldProps<T>) {
  const { form, name, label, hint } = props;
  const error = useFieldError(form, name);
  return (
    <FormField label={label} hint={hint} error={error} required>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <PhoneInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </FormField>
  );
}

export function CheckboxField<T extends FieldValues>(props: Omit<FieldProps<T>, 'hint'>) {
  const { form, name, label, optional } = props;
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          name={field.name}
          checked={field.value === true}
          required={!optional}
          error={error}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
