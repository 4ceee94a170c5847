// FormField hands its ids to the control inside it, so label, hint and error are linked to the
// input (for/id, aria-describedby, aria-invalid) without wiring them by hand.
import { createContext, useContext } from 'react';

export interface FormFieldContextValue {
  /** id for the control, which the <label> points to. */
  readonly inputId: string;
  /** id of the visible label, for group controls (OTP, phone) labelled with aria-labelledby. */
  readonly labelId: string;
  /** Space-separated ids of the hint and error texts, or undefined. */
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly required: boolean;
}

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

export function useFormField(): FormFieldContextValue | null {
  return useContext(FormFieldContext);
}

export interface FieldControlProps {
  readonly id?: string | undefined;
  readonly required?: boolean | undefined;
  readonly invalid?: boolean | undefined;
  readonly 'aria-describedby'?: string | undefined;
}

/** The control's own props win; the field fills in what they leave out. */
export function useFieldControl(props: FieldControlProps) {
  const field = useFormField();
  const describedBy =
    [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const invalid = props.invalid ?? field?.invalid ?? false;
  return {
    id: props.id ?? field?.inputId,
    required: props.required ?? field?.required,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    invalid,
  };
}
