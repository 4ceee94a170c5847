// FormField: label, hint and error text around one control (WCAG 1.3.1, 3.3.1, 3.3.2). The error
// is linked by aria-describedby and sets aria-invalid; a required field shows a marker and sets
// `required` on the control.
import { useId, useMemo, type ReactNode } from 'react';
import { useText } from '../../text';
import { FormFieldContext, type FormFieldContextValue } from './form-field-context';
import { ErrorText, Hint, Label, Marker, Optional, Root } from './form-field-styles';

export interface FormFieldProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** Shown below the control in the error colour; makes the control aria-invalid. */
  readonly error?: ReactNode;
  readonly required?: boolean | undefined;
  /** Marks the field '(Optional)' instead, for forms where most fields are required. */
  readonly optional?: boolean | undefined;
  /** Keeps the label for screen readers only (e.g. a search box with a visible icon). */
  readonly hideLabel?: boolean | undefined;
  /** id for the control; generated when omitted. */
  readonly id?: string | undefined;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}

export function FormField(props: FormFieldProps) {
  const { label, hint, error, required = false, optional = false, hideLabel = false } = props;
  const t = useText();
  const generated = useId();
  const inputId = props.id ?? `${generated}-input`;
  const labelId = `${generated}-label`;
  const hintId = `${generated}-hint`;
  const errorId = `${generated}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : '', hasError ? errorId : ''].filter(Boolean).join(' ');
  const value = useMemo<FormFieldContextValue>(
    () => ({
      inputId,
      labelId,
      describedBy: describedBy || undefined,
      invalid: hasError,
      required,
    }),
    [inputId, labelId, describedBy, hasError, required],
  );
  return (
    <Root className={props.className}>
      <Label id={labelId} htmlFor={inputId} $hidden={hideLabel}>
        {label}
        {/* The control's `required` is what screen readers announce; the star is visual. */}
        {required ? <Marker aria-hidden="true">*</Marker> : null}
        {optional && !required ? (
          <>
            {' '}
            <Optional>({t('ui:optional')})</Optional>
          </>
        ) : null}
      </Label>
      <FormFieldContext.Provider value={value}>{props.children}</FormFieldContext.Provider>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {/* Always mounted, so screen readers announce an error when it appears. */}
      <div aria-live="polite">{hasError ? <ErrorText id={errorId}>{error}</ErrorText> : null}</div>
    </Root>
  );
}
