// The translated message of a field's failed check. Schema messages are the domain's validation
// keys ('validation.emailInvalid'); a message that is no such key (a plain zod message) shows the
// generic 'validation.invalid' rather than untranslated English.
import { VALIDATION_KEYS, type ValidationKey } from '@bet/domain/validation';
import { toI18nKey } from '@bet/i18n/keys';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useText, type Text } from '@bet/ui/text';
import { useNamespaces } from '../i18n/text';

const KNOWN = new Set<string>(VALIDATION_KEYS);

export function isValidationKey(message: unknown): message is ValidationKey {
  return typeof message === 'string' && KNOWN.has(message);
}

/** The text of a validation message key, or of the generic one. */
export function validationText(t: Text, message: unknown): string {
  return t(toI18nKey(isValidationKey(message) ? message : 'validation.invalid'));
}

/** The message of an error, or of the first failing part of a nested value (a phone's number). */
export function firstMessage(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, ref: _ref, ...parts } = error as Record<string, unknown>;
  if (typeof message === 'string') return message;
  for (const part of Object.values(parts)) {
    const found = firstMessage(part);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function useFieldError<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: FieldPath<T>,
): string | undefined {
  // The validation strings are not among the first render's namespaces: a field loads them.
  useNamespaces('validation');
  const t = useText();
  const { error } = form.getFieldState(name, form.formState);
  if (error === undefined) return undefined;
  return validationText(t, firstMessage(error));
}
