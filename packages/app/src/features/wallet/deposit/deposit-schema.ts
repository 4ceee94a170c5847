// The deposit form's rules, composed from the contract (its card schema) and @bet/domain (the
// minimum deposit, the channel's limits, the card's expiry against today): the same checks the
// server runs on the request, shown beside the fields before anything is sent.
import { cardSchema } from '@bet/api/contract/wallet-schemas';
import { checkWith, validatedString } from '@bet/api/contract/validated';
import { MIN_DEPOSIT } from '@bet/domain/constants';
import { firstError } from '@bet/domain/validation-keys';
import {
  validateCardExpiry,
  validateDeposit,
  validateWithinLimits,
} from '@bet/domain/validation-payment';
import * as z from 'zod';
import type { PayChannel } from './deposit-queries';

const amountRule = (channel: PayChannel) =>
  z.string().superRefine(
    checkWith(
      (amount: string) =>
        firstError(
          () => validateDeposit(amount, { minimum: MIN_DEPOSIT }),
          () => validateWithinLimits(amount, channel),
        ),
      [],
    ),
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

/** Quick amounts within the channel's limits (the minimum deposit first). */
export function quickAmounts(channel: PayChannel): string[] {
  const candidates = [MIN_DEPOSIT, 200, 500, 1000, 5000];
  return candidates
    .filter((value) => validateWithinLimits(value, channel).ok)
    .map((value) => String(value));
}
