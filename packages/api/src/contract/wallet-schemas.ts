import { MIN_WITHDRAWAL_USDT } from '@bet/domain/constants';
import { compare, parseDecimal } from '@bet/domain/decimal';
import { TRANSACTION_STATUS, WITHDRAW_STATUS } from '@bet/domain/statuses';
import {
  validateCardNumber,
  validateCpf,
  validateCvv,
  validateAmount,
} from '@bet/domain/validation';
import * as z from 'zod';
import {
  amountSchema,
  configIdSchema,
  currencySchema,
  dateTimeSchema,
  ngPlat,
  nullableText,
  numericIdSchema,
  positiveAmountSchema,
  rateSchema,
  textSchema,
} from './common';
import { paymentPasswordSchema } from './profile-schemas';
import { checkWith, validatedString } from './validated';

// Wallet schemas (spec section 3, "Transaction", "Withdrawal account", "Card"; section 5 limits).

/** Wallet summary polled every 60 s (spec section 7, "Other reads"). */
export const accountInfoSchema = z.object({
  score: amountSchema,
  currency: currencySchema,
  nickname: z.string(),
});

export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const changeLogRowSchema = z.object({
  id: numericIdSchema,
  /** 34 Recharge, 50 Withdraw, others map to a kind name (@bet/domain/statuses). */
  kind: z.number().int(),
  amount: amountSchema,
  balance: amountSchema,
  currency: currencySchema,
  remark: z.string(),
  create_at: dateTimeSchema,
});

const atLeast = (min: number) => (value: string) =>
  compare(parseDecimal(value), parseDecimal(min)) >= 0;

/** Brazilian CPF, valid check digits (spec section 5); sent as its 11 digits. */
export const cpfSchema = validatedString(validateCpf).transform((cpf) => cpf.replace(/\D/g, ''));

const transactionFields = {
  order_id: z.string().min(1),
  amount: amountSchema,
  create_at: dateTimeSchema,
  remark: z.string(),
  balance: amountSchema,
  currency: currencySchema,
  network: nullableText,
  address: nullableText,
  service_fee: amountSchema,
  network_fee: amountSchema,
  net_amount: amountSchema,
};

/** Deposit row: transaction status pending 0 .. processing 5 (spec section 4). */
export const rechargeRowSchema = z.object({
  ...transactionFields,
  status: z.literal(Object.values(TRANSACTION_STATUS)),
});

/** Withdrawal row: approval status canApprove 0 .. reject 4 (spec section 4). */
export const withdrawRowSchema = z.object({
  ...transactionFields,
  status: z.literal(Object.values(WITHDRAW_STATUS)),
});

/** Card-details deposit form (spec section 2): name, number, expiry MM/YY, CVV. */
export const cardSchema = z.object({
  name: textSchema('name').min(1, 'validation.cardNameRequired'),
  number: validatedString(validateCardNumber).transform((n) => n.replace(/[\s-]/g, '')),
  /** Format only here; whether it has expired is the server's check against its own clock. */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, 'validation.cardExpiryInvalid'),
  cvv: validatedString(validateCvv),
});

/**
 * A positive amount; the minimum deposit (MIN_DEPOSIT, which a server may configure otherwise) is
 * the page's and the server's check with `validateDeposit`, not baked into the shared schema.
 */
export const rechargeBodySchema = z.object({
  pay_id: configIdSchema,
  amount: amountSchema.superRefine(checkWith((amount: string) => validateAmount({ amount }), [])),
  currency: currencySchema,
  card: cardSchema.optional(),
});

/** Where to pay: a payment page, a crypto address, or bank details (spec section 2). */
export const rechargeOrderSchema = z.object({
  order_id: z.string().min(1),
  status: z.literal(Object.values(TRANSACTION_STATUS)),
  amount: amountSchema,
  currency: currencySchema,
  pay_url: z.url().nullable(),
  address: nullableText,
  network: nullableText,
  bank: z
    .object({ bank: z.string(), account_name: z.string(), account: z.string(), remark: z.string() })
    .nullable(),
});

export const rechargeTypeSchema = z.object({
  id: numericIdSchema,
  name: z.string(),
  /** crypto, bank, card, pix ... as configured by the operator. */
  kind: z.string(),
  icon: z.string(),
});

/**
 * A deposit channel of a recharge type (`type_id`), with its limits in its currency; `whole`: the
 * channel takes whole amounts only (spec section 5, "whole number where applicable").
 */
export const payChannelSchema = z.object({
  id: numericIdSchema,
  type_id: numericIdSchema,
  name: z.string(),
  currency: currencySchema,
  min: amountSchema,
  max: amountSchema,
  icon: z.string(),
  whole: z.boolean(),
});

/** Withdrawal can be disallowed for a user or a channel (spec section 6): `allowed`. */
export const withdrawChannelSchema = z.object({
  id: numericIdSchema,
  name: z.string(),
  currency: currencySchema,
  network: nullableText,
  min: amountSchema,
  max: amountSchema,
  fee_rate: rateSchema,
  network_fee: amountSchema,
  allowed: z.boolean(),
});

const BRAZIL = 'BR';

/** Withdrawal account; a Brazilian account carries the holder's CPF (spec section 3). */
export const bankInformationSchema = z.object({
  id: numericIdSchema,
  account_type: z.string(),
  country: z.string(),
  bank: z.string(),
  account: z.string(),
  code: nullableText,
  is_default: z.boolean(),
  cpf: nullableText,
});

export const bankInformationBodySchema = z
  .object({
    account_type: textSchema('name').min(1),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'expected an ISO country code')
      .transform((c) => c.toUpperCase()),
    bank: textSchema('name').min(1),
    account: textSchema('account').min(1),
    code: textSchema('code').min(1).optional(),
    is_default: z.boolean(),
    cpf: cpfSchema.optional(),
    bank_password: paymentPasswordSchema,
  })
  .refine((body) => body.country !== BRAZIL || body.cpf !== undefined, {
    message: 'validation.cpfRequired',
    path: ['cpf'],
  });

/**
 * A withdrawal needs the payment password (spec section 5); the minimum is 2 USDT. Either a saved
 * account (info_id) or a crypto address receives the funds.
 */
export const withdrawBodySchema = z
  .object({
    channel_id: configIdSchema,
    amount: positiveAmountSchema,
    currency: currencySchema,
    bank_password: paymentPasswordSchema,
    info_id: numericIdSchema.optional(),
    address: textSchema('account').min(1).optional(),
  })
  .refine((body) => body.currency !== 'USDT' || atLeast(MIN_WITHDRAWAL_USDT)(body.amount), {
    message: 'validation.belowMinWithdrawal',
    path: ['amount'],
  })
  .refine((body) => (body.info_id === undefined) !== (body.address === undefined), {
    message: 'give either a saved account or an address',
    path: ['info_id'],
  });

export const withdrawOrderSchema = z.object({
  order_id: z.string().min(1),
  status: z.literal(Object.values(WITHDRAW_STATUS)),
  amount: amountSchema,
  service_fee: amountSchema,
  network_fee: amountSchema,
  /** Must be above zero (spec section 5); the server refuses otherwise. */
  net_amount: amountSchema,
});

export const bankTypeSchema = z.object({ id: numericIdSchema, name: z.string(), code: z.string() });

export const tradeTypeSchema = z.object({
  id: numericIdSchema,
  name: z.string(),
  kind: z.string(),
});

/** Balances after a transfer between the main wallet and a provider wallet. */
export const transferResultSchema = z.object({ balance: amountSchema, game_balance: amountSchema });

export const providerBalanceSchema = z.object({
  game_balance: amountSchema,
  currency: currencySchema,
});

export const cardTransfer = z.object({ game_id: numericIdSchema, money: positiveAmountSchema });

export const ngTransfer = z.object({
  ...ngPlat,
  money: positiveAmountSchema,
  currency: currencySchema,
});
