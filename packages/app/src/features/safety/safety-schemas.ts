// The safer-play forms' rules, from @bet/domain (the same the server runs on the contract's
// bodies), so a field's error is the domain's validation key shown beside it.
import { validatedString } from '@bet/api/contract/validated';
import { isTimeOutDays, TIME_OUT_CHOICES } from '@bet/domain/safety';
import { fail, OK } from '@bet/domain/validation-keys';
import { validateAmount } from '@bet/domain/validation-payment';
import * as z from 'zod';

/** A new deposit limit: a positive amount, as typed. */
export const limitFormSchema = z.object({
  amount: validatedString((typed) => validateAmount({ amount: typed })).transform((typed) =>
    typed.trim(),
  ),
});

/** The time-out lengths offered (24 hours, 1 week, 1 month, in days), or a custom count. */
export const TIME_OUT_OPTIONS = [...TIME_OUT_CHOICES.map(String), 'custom'] as const;

const checkDays = (typed: string) => {
  if (typed.trim() === '') return fail('validation.required');
  return isTimeOutDays(Number(typed.trim())) ? OK : fail('validation.invalid');
};

/** A time-out: one of the lengths offered, or 1 to 42 whole days. */
export const timeOutFormSchema = z
  .object({ choice: z.string(), days: z.string() })
  .superRefine((values, context) => {
    if (values.choice !== 'custom') return;
    const checked = checkDays(values.days);
    if (!checked.ok) context.addIssue({ code: 'custom', path: ['days'], message: checked.error });
  });

/** The days a checked time-out form asks for. */
export const timeOutDays = (values: { choice: string; days: string }) =>
  Number(values.choice === 'custom' ? values.days.trim() : values.choice);
