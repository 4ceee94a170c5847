// Withdrawal amounts (spec sections 3 and 5): the fees a channel takes and the net it pays, the
// 2 USDT minimum in a channel's currency, and the amount's checks. The page shows them live and
// the server books them, from the same functions. (A module of its own: the validation rules it
// builds on stay free of the money formatting the first render carries.)
import { MIN_WITHDRAWAL_USDT } from './constants';
import { compare, parseDecimal, sign, sub, toDecimalString } from './decimal';
import { scaleByExchangeRate, truncateAmount } from './money';
import { validateAmount, validateWithinLimits, type AmountLimits } from './validation-payment';
import { fail, firstError, OK, type ValidationResult } from './validation-keys';

export type WithdrawalFees = {
  /** The amount asked for, in the channel's currency. */
  readonly amount: number | string;
  readonly currency: string;
  /** The channel's service fee rate, e.g. '0.01' for 1%. */
  readonly feeRate: number | string;
  /** The channel's flat network fee, in its currency. */
  readonly networkFee: number | string;
};

export type WithdrawalQuote = { serviceFee: string; networkFee: string; net: string };

/**
 * What a withdrawal costs and pays (spec sections 3 and 5): the service fee is amount x rate
 * truncated to the currency's decimals (2, or 6 for USDT), never rounded; the net amount is the
 * amount less both fees and may be zero or negative (validateWithdrawalAmount refuses those).
 */
export function withdrawalQuote({
  amount,
  currency,
  feeRate,
  networkFee,
}: WithdrawalFees): WithdrawalQuote {
  const serviceFee = truncateAmount(scaleByExchangeRate(amount, feeRate), currency);
  const net = sub(sub(parseDecimal(amount), parseDecimal(serviceFee)), parseDecimal(networkFee));
  return {
    serviceFee,
    networkFee: toDecimalString(parseDecimal(networkFee)),
    net: toDecimalString(net),
  };
}

/** The minimum withdrawal, 2 USDT, in a currency of exchange rate `rate` (units per USDT). */
export function minWithdrawalIn(rate: number | string): string {
  return scaleByExchangeRate(MIN_WITHDRAWAL_USDT, rate);
}

export type WithdrawalAmountRule = WithdrawalFees & {
  /** Units of `currency` per USDT. */
  readonly rate: number | string;
  readonly limits: AmountLimits;
  /** Available balance in `currency`, when known. */
  readonly balance?: number | string | undefined;
};

/**
 * A withdrawal amount (spec section 5): a valid positive amount, not above the balance, at least
 * 2 USDT at the currency's rate, within the channel's limits, and a net amount above zero.
 */
export function validateWithdrawalAmount(rule: WithdrawalAmountRule): ValidationResult {
  const { amount, balance } = rule;
  return firstError(
    () => validateAmount({ amount, balance }),
    () =>
      compare(parseDecimal(amount), parseDecimal(minWithdrawalIn(rule.rate))) < 0
        ? fail('validation.belowMinWithdrawal')
        : OK,
    () => validateWithinLimits(amount, rule.limits),
    () =>
      sign(parseDecimal(withdrawalQuote(rule).net)) > 0
        ? OK
        : fail('validation.netAmountNotPositive'),
  );
}
