import {
  DEPOSIT_LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_CHOICES,
  TIME_OUT_MAX_DAYS,
  TIME_OUT_MIN_DAYS,
} from '@bet/domain/safety';
import * as z from 'zod';
import {
  amountSchema,
  currencySchema,
  dateSchema,
  dateTimeSchema,
  positiveAmountSchema,
} from './common';

// Schemas of the safer-play calls (issue 14): deposit limits with a 24-hour cooling-off for an
// increase or a removal, time-out, self-exclusion, reality check and the activity statement. The
// rules are @bet/domain/safety's; amounts are decimal strings in USDT (the ledger's currency).

export const depositLimitPeriodSchema = z.enum(DEPOSIT_LIMIT_PERIODS);

/** A change that waits for the cooling-off: the new amount (null: no limit) and when it applies. */
export const pendingLimitSchema = z.object({
  amount: amountSchema.nullable(),
  applies_at: dateTimeSchema,
});

/** One period's limit as the member sees it now. */
export const depositLimitSchema = z.object({
  period: depositLimitPeriodSchema,
  /** The limit in force; null: none. */
  amount: amountSchema.nullable(),
  pending: pendingLimitSchema.nullable(),
  /** Deposited in the period's rolling window, unpaid orders included. */
  used: amountSchema,
  /** What may still be deposited in the window; null without a limit. */
  remaining: amountSchema.nullable(),
});

export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const safetySettingsSchema = z.object({
  /** Currency of every amount here: the ledger's, USDT. */
  currency: currencySchema,
  /** One entry per period, in the order day, week, month. */
  limits: z.array(depositLimitSchema),
  /** End of the time-out, while one is active (null otherwise). */
  time_out_until: dateTimeSchema.nullable(),
  /** End of the self-exclusion, while one is active (null otherwise). */
  excluded_until: dateTimeSchema.nullable(),
  reality_check_minutes: z.number().int().nullable(),
});

export type SafetySettings = z.infer<typeof safetySettingsSchema>;

export const setDepositLimitBodySchema = z.object({
  period: depositLimitPeriodSchema,
  /** The new limit in USDT, or null to remove it (a removal waits for the cooling-off). */
  amount: positiveAmountSchema.nullable(),
});

export const timeOutBodySchema = z.object({
  days: z.number().int().min(TIME_OUT_MIN_DAYS).max(TIME_OUT_MAX_DAYS),
});

export const selfExcludeBodySchema = z.object({
  months: z.literal(SELF_EXCLUSION_CHOICES),
});

export const realityCheckBodySchema = z.object({
  /** Minutes between reminders (15 to 120), or null for none. */
  minutes: z
    .number()
    .int()
    .min(REALITY_CHECK_MINUTES.min)
    .max(REALITY_CHECK_MINUTES.max)
    .nullable(),
});

/** The play session: since sign-in or the last acknowledged reality check. */
export const safetySessionSchema = z.object({
  started_at: dateTimeSchema,
  /** The server's clock when it answered (the app counts the session time from it). */
  now: dateTimeSchema,
  currency: currencySchema,
  /** Staked in the session. */
  stakes: amountSchema,
  /** Paid back in the session: winnings and refunds. */
  returns: amountSchema,
  /** returns − stakes (negative: a loss). */
  net: amountSchema,
  reality_check_minutes: z.number().int().nullable(),
  /** When the next reality check is due; null without one. */
  next_check_at: dateTimeSchema.nullable(),
});

export type SafetySession = z.infer<typeof safetySessionSchema>;

/** Statement period: whole UTC days, both included. */
export const statementQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .refine((q) => q.from <= q.to, { message: 'from after to', path: ['to'] });

export const statementSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  currency: currencySchema,
  /** Credited deposits. */
  deposits: amountSchema,
  /** Withdrawals requested (taken from the wallet), net of refunds of failed ones. */
  withdrawals: amountSchema,
  stakes: amountSchema,
  returns: amountSchema,
  /** returns − stakes. */
  net: amountSchema,
});

export type Statement = z.infer<typeof statementSchema>;

/**
 * The data of a call refused by a safer-play rule (a business error, code 1), sent like the
 * payment-password refusal: a deposit over a limit (the period and what is still allowed, in
 * USDT), or betting, depositing or launching a game during a time-out or self-exclusion (when it
 * ends). Asking to shorten an active time-out or self-exclusion is refused the same way.
 */
export const safetyRefusalSchema = z.discriminatedUnion('reason', [
  z.object({
    reason: z.literal('depositLimit'),
    period: depositLimitPeriodSchema,
    allowed: amountSchema,
  }),
  z.object({ reason: z.literal('timeOut'), until: dateTimeSchema }),
  z.object({ reason: z.literal('selfExcluded'), until: dateTimeSchema }),
]);

export type SafetyRefusal = z.infer<typeof safetyRefusalSchema>;
