import type { ValidationResult } from '@bet/domain/validation';
import * as z from 'zod';

/**
 * A string checked by a validator of @bet/domain/validation (spec section 5). The issue message is
 * the validator's translation key (e.g. 'validation.cpfInvalid'), so the client, the server and
 * the form show the same message for the same input.
 */
export function validatedString(validate: (value: string) => ValidationResult) {
  return z.string().superRefine((value, ctx) => {
    const result = validate(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error });
  });
}

/** Adds a domain validation of a whole object; the issue goes to `path`. */
export function checkWith<T>(validate: (value: T) => ValidationResult, path: string[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    const result = validate(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error, path });
  };
}
