// The safer-play forms' rules, composed from @bet/domain's checks (the same the server runs), so
// a field's error is the domain's validation key shown beside it.
import { validatedString } from '@bet/api/contract/validated';
import { validateAmount } from '@bet/domain/validation-payment';
import { fail, OK } from '@bet/domain/validation-keys';
import * as z from 'zod';

export type LimitPeriodName = 'day' | 'week' | 'month';

/** A new deposit limit: a positive amount, as typed. */
export const limitFormSchema = z.object({
  amount: validatedString((typed) => validateAmount({ amount: typed })).transform((typed) =>
    typed.trim(),
  ),
});

export const TIME_OUT_CHOICES = ['1', '7', '30', 'custom'] as const;
export const MAX_TIME_OUT_DAYS = 42;

const wholeDays = (typed: string) => {
  const days = Number(typed.trim());
  if (typed.trim() === '') return fail('validation.required');
  return Number.isInteger(days) && days >= 1 && days <= MAX_TIME_OUT_DAYS
    ? OK
    : fail('validation.invalid');
};

/** A time-out: 24 hours, 1 week, 1 month, or 1 to 42 whole days. */
export const timeOutFormSchema = z
  .object({ choice: z.enum(TIME_OUT_CHOICES), days: z.string() })
  .superRefine((values, context) => {
    if (values.choice !== 'custom') return;
    const checked = wholeDays(values.days);
    if (!checked.ok) context.addIssue({ code: 'custom', path: ['days'], message: checked.error });
  })
  .transform((values) => ({
    days: values.choice === 'custom' ? Number(values.days.trim()) : Number(values.choice),
  }));
