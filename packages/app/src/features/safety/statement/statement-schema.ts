// The statement's period: two days (YYYY-MM-DD, as the contract's query), the first not after
// the second; by default the last 30 days up to today (UTC, as the server counts days).
import { validatedString } from '@bet/api/contract/validated';
import { fail, OK } from '@bet/domain/validation-keys';
import * as z from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = validatedString((typed) => {
  if (typed === '') return fail('validation.required');
  return DAY.test(typed) && !Number.isNaN(Date.parse(typed)) ? OK : fail('validation.invalid');
});

export const statementFormSchema = z
  .object({ from: day, to: day })
  .refine((period) => period.from <= period.to, { message: 'validation.invalid', path: ['to'] });

export type StatementPeriod = z.output<typeof statementFormSchema>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function defaultPeriod(today: Date): StatementPeriod {
  const from = new Date(today.getTime() - 29 * 24 * 60 * 60 * 1000);
  return { from: isoDay(from), to: isoDay(today) };
}
