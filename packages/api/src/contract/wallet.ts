import { CHANGE_LOG_KIND } from '@bet/domain/statuses';
import * as z from 'zod';
import {
  currencySchema,
  emptySchema,
  ngPlat,
  numericIdSchema,
  pageOf,
  pageQuerySchema,
  queryInt,
  textSchema,
} from './common';
import { defineEndpoint } from './endpoint';
import {
  accountInfoSchema,
  bankInformationBodySchema,
  bankInformationSchema,
  bankTypeSchema,
  cardTransfer,
  changeLogRowSchema,
  ngTransfer,
  payChannelSchema,
  providerBalanceSchema,
  rechargeBodySchema,
  rechargeOrderSchema,
  rechargeRowSchema,
  rechargeTypeSchema,
  tradeTypeSchema,
  transferResultSchema,
  withdrawBodySchema,
  withdrawChannelSchema,
  withdrawOrderSchema,
  withdrawRowSchema,
} from './wallet-schemas';

// The wallet group: balance and currency, deposits, withdrawals, saved bank accounts, history,
// and transfers to the card and NG game wallets (spec section 7, "Transactions", "User and
// account", "Third-party games"). Money-moving calls are idempotent (design.md).

export const walletBalance = defineEndpoint({
  id: 'wallet.balance',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/balance',
  auth: 'member',
  documented: false,
  response: accountInfoSchema,
  purpose: 'Balance (score), currency and nickname, polled every 60 s',
});

export const walletSetCurrency = defineEndpoint({
  id: 'wallet.setCurrency',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/member/currency',
  auth: 'member',
  query: z.object({ unit: currencySchema }),
  response: accountInfoSchema,
  purpose: 'Change the display currency (unit is the currency code)',
});

export const walletChangeLog = defineEndpoint({
  id: 'wallet.changeLog',
  method: 'GET',
  service: 'root',
  path: '/api/v1/member/change_log',
  auth: 'member',
  // A change-log kind (CHANGE_LOG_KIND) is a small code; a larger number is no kind at all.
  query: pageQuerySchema.extend({ kind: queryInt(0, 32_767).optional() }),
  response: pageOf(changeLogRowSchema),
  purpose: `Balance change log, filtered by kind (${CHANGE_LOG_KIND.Recharge} recharge, ${CHANGE_LOG_KIND.Withdraw} withdraw)`,
});

export const walletRecharges = defineEndpoint({
  id: 'wallet.recharges',
  method: 'GET',
  service: 'root',
  path: '/api/v1/recharge',
  auth: 'member',
  query: pageQuerySchema.extend({ status: queryInt(0, 5).optional() }),
  response: pageOf(rechargeRowSchema),
  purpose: 'Deposit history, optionally of one transaction status (0-5)',
});

export const walletWithdrawals = defineEndpoint({
  id: 'wallet.withdrawals',
  method: 'GET',
  service: 'root',
  path: '/api/v1/withdraw',
  auth: 'member',
  query: pageQuerySchema.extend({ status: queryInt(0, 4).optional() }),
  response: pageOf(withdrawRowSchema),
  purpose: 'Withdrawal history, optionally of one approval status (0-4)',
});

export const walletRecharge = defineEndpoint({
  id: 'wallet.recharge',
  method: 'POST',
  service: 'root',
  path: '/api/v1/recharge',
  auth: 'member',
  idempotent: true,
  body: rechargeBodySchema,
  response: rechargeOrderSchema,
  purpose: 'Create a deposit order (payment page, crypto address or bank details)',
});

export const walletContinueRecharge = defineEndpoint({
  id: 'wallet.continueRecharge',
  method: 'POST',
  service: 'root',
  path: '/api/v1/continueRecharge',
  auth: 'member',
  idempotent: true,
  body: z.object({ order_id: textSchema('id').min(1) }),
  response: rechargeOrderSchema,
  purpose: 'Resume payment of an open deposit order',
});

export const walletRechargeTypes = defineEndpoint({
  id: 'wallet.rechargeTypes',
  method: 'GET',
  service: 'root',
  path: '/api/v1/recharge/type',
  auth: 'member',
  response: z.array(rechargeTypeSchema),
  purpose: 'Deposit methods',
});

export const walletPayChannels = defineEndpoint({
  id: 'wallet.payChannels',
  method: 'GET',
  service: 'root',
  path: '/api/v1/pay/all',
  auth: 'member',
  response: z.array(payChannelSchema),
  purpose: 'Deposit channels with limits',
});

export const walletWithdrawChannels = defineEndpoint({
  id: 'wallet.withdrawChannels',
  method: 'GET',
  service: 'root',
  path: '/api/v1/withdraw/all',
  auth: 'member',
  response: z.array(withdrawChannelSchema),
  purpose: 'Withdrawal channels with limits, fees and whether the member may use them',
});

export const walletWithdraw = defineEndpoint({
  id: 'wallet.withdraw',
  method: 'POST',
  service: 'root',
  path: '/api/v1/withdraw',
  auth: 'member',
  idempotent: true,
  body: withdrawBodySchema,
  response: withdrawOrderSchema,
  purpose: 'Request a withdrawal (payment password; minimum 2 USDT)',
});

export const walletTradeTypes = defineEndpoint({
  id: 'wallet.tradeTypes',
  method: 'GET',
  service: 'root',
  path: '/api/v1/withdraw/trade_type',
  auth: 'member',
  response: z.array(tradeTypeSchema),
  purpose: 'Withdrawal account types',
});

export const walletBankAccounts = defineEndpoint({
  id: 'wallet.bankAccounts',
  method: 'GET',
  service: 'root',
  path: '/api/v1/bank_information',
  auth: 'member',
  response: z.array(bankInformationSchema),
  purpose: 'Saved withdrawal accounts',
});

export const walletAddBankAccount = defineEndpoint({
  id: 'wallet.addBankAccount',
  method: 'POST',
  service: 'root',
  path: '/api/v1/bank_information',
  auth: 'member',
  body: bankInformationBodySchema,
  response: bankInformationSchema,
  purpose: 'Save a withdrawal account (CPF for Brazil)',
});

export const walletRemoveBankAccount = defineEndpoint({
  id: 'wallet.removeBankAccount',
  method: 'DELETE',
  service: 'root',
  path: '/api/v1/bank_information',
  auth: 'member',
  query: z.object({ info_id: numericIdSchema }),
  response: emptySchema,
  purpose: 'Delete a saved withdrawal account',
});

export const walletSetDefaultBankAccount = defineEndpoint({
  id: 'wallet.setDefaultBankAccount',
  method: 'PUT',
  service: 'root',
  path: '/api/v1/bank_information/default',
  auth: 'member',
  documented: false,
  body: z.object({ info_id: numericIdSchema }),
  response: z.array(bankInformationSchema),
  purpose: 'Make a saved withdrawal account the default; answers the accounts',
});

export const walletBankTypes = defineEndpoint({
  id: 'wallet.bankTypes',
  method: 'GET',
  service: 'root',
  path: '/api/v1/withdraw/bank_type',
  auth: 'member',
  query: z.object({ country: z.string().regex(/^[A-Za-z]{2}$/, 'expected an ISO country code') }),
  response: z.array(bankTypeSchema),
  purpose: 'Banks of a country for a withdrawal account',
});

export const walletCardBalance = defineEndpoint({
  id: 'wallet.cardBalance',
  method: 'GET',
  service: 'thirdGame',
  path: '/playcard/api/v1/ky/balance',
  auth: 'member',
  response: providerBalanceSchema,
  purpose: 'Card-game wallet balance',
});

export const walletCardTransferIn = defineEndpoint({
  id: 'wallet.cardTransferIn',
  method: 'GET',
  service: 'thirdGame',
  path: '/playcard/api/v1/ky/transfer_in',
  auth: 'member',
  idempotent: true,
  query: cardTransfer,
  response: transferResultSchema,
  purpose: 'Move money into the card-game wallet',
});

export const walletCardTransferOut = defineEndpoint({
  id: 'wallet.cardTransferOut',
  method: 'GET',
  service: 'thirdGame',
  path: '/playcard/api/v1/ky/transfer_out',
  auth: 'member',
  idempotent: true,
  query: cardTransfer,
  response: transferResultSchema,
  purpose: 'Move money back from the card-game wallet',
});

export const walletNgBalance = defineEndpoint({
  id: 'wallet.ngBalance',
  method: 'GET',
  service: 'thirdGame',
  path: '/nggame/api/v1/ng/balance',
  auth: 'member',
  query: z.object(ngPlat),
  response: providerBalanceSchema,
  purpose: 'NG wallet balance of a platform',
});

export const walletNgTransferIn = defineEndpoint({
  id: 'wallet.ngTransferIn',
  method: 'POST',
  service: 'thirdGame',
  path: '/nggame/api/v1/ng/transfer_in',
  auth: 'member',
  idempotent: true,
  body: ngTransfer,
  response: transferResultSchema,
  purpose: 'Move money into an NG wallet',
});

export const walletNgTransferOut = defineEndpoint({
  id: 'wallet.ngTransferOut',
  method: 'POST',
  service: 'thirdGame',
  path: '/nggame/api/v1/ng/transfer_out',
  auth: 'member',
  idempotent: true,
  body: ngTransfer,
  response: transferResultSchema,
  purpose: 'Move money back from an NG wallet',
});

/** Every call of the wallet group. */
export const walletEndpoints = [
  walletBalance,
  walletSetCurrency,
  walletChangeLog,
  walletRecharges,
  walletWithdrawals,
  walletRecharge,
  walletContinueRecharge,
  walletRechargeTypes,
  walletPayChannels,
  walletWithdrawChannels,
  walletWithdraw,
  walletTradeTypes,
  walletBankAccounts,
  walletAddBankAccount,
  walletRemoveBankAccount,
  walletSetDefaultBankAccount,
  walletBankTypes,
  walletCardBalance,
  walletCardTransferIn,
  walletCardTransferOut,
  walletNgBalance,
  walletNgTransferIn,
  walletNgTransferOut,
] as const;
