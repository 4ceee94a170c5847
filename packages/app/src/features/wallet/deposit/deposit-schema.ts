// The deposit form's rules, composed from the contract (its card schema) and @bet/domain (the
// minimum deposit, whole amounts where the channel says so, the channel's limits, the card's
// expiry against today): the same checks the server runs on the request, shown beside the fields
// before anything is sent. The amount is checked as typed (plain text: `1e3`, `1,5`, `-5` and
// `abc` are refused, not guessed) and sent cut to the currency's decimals, never rounded.
import { cardSchema } from '@bet/api/contract/wallet-schemas';
import { validatedString } from '@bet/api/contract/validated';
import { MIN_DEPOSIT } from '@bet/domain/constants';
import { truncateAmount } from '@bet/domain/money';
import { firstError, type ValidationResult } from '@bet/domain/validation-keys';
import {
  validateCardExpiry,
  validateDeposit,
  validateWithinLimits,
} from '@bet/domain/validation-payment';
import * as z from 'zod';
import type { PayChannel } from './deposit-queries';

type AmountRules = Pick<PayChannel, 'min' | 'max' | 'whole'>;

/** A typed deposit amount on a channel: at least MIN_DEPOSIT, whole where asked, within limits. */
export function checkDepositAmount(typed: string, channel: AmountRules): ValidationResult {
  return firstError(
    () => validateDeposit(typed, { minimum: MIN_DEPOSIT, whole: channel.whole }),
    () => validateWithinLimits(typed.trim(), channel),
  );
}

const amountRule = (channel: PayChannel) =>
  validatedString((typed) => checkDepositAmount(typed, channel)).transform((typed) =>
    truncateAmount(typed.trim(), channel.currency),
  );

const emptyCard = { name: '', number: '', expiry: '', cvv: '' };

/** Amount only (bank transfer, crypto), or amount and card; `today` decides an expired card. */
export function depositFormSchema(channel: PayChannel, withCard: boolean, today: Date) {
  const amount = amountRule(channel);
  if (!withCard) return z.object({ amount, card: z.undefined().optional() });
  // The contract checks the expiry's format; the page also knows today's date.
  const card = cardSchema.extend({
    expiry: validatedString((expiry) => validateCardExpiry(expiry, today)),
  });
  return z.object({ amount, card });
}

export function emptyDeposit(withCard: boolean) {
  return withCard ? { amount: '', card: { ...emptyCard } } : { amount: '' };
}

const QUICK_AMOUNTS = [100, 200, 500, 1000] as const;

/** Quick amounts the channel takes (within its limits). */
export function quickAmounts(channel: Pick<PayChannel, 'min' | 'max'>): string[] {
  return QUICK_AMOUNTS.filter((value) => validateWithinLimits(value, channel).ok).map(String);
}
