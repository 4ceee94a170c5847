import * as z from 'zod';
import { emptySchema, numericIdSchema } from './common';
import { defineEndpoint } from './endpoint';
import {
  bankInformationBodySchema,
  bankInformationSchema,
  bankTypeSchema,
  payChannelSchema,
  rechargeBodySchema,
  rechargeOrderSchema,
  rechargeTypeSchema,
  tradeTypeSchema,
  withdrawBodySchema,
  withdrawChannelSchema,
  withdrawOrderSchema,
} from './transaction-schemas';

// Spec section 7, "Transactions". Deposits and withdrawals move money: idempotent (design.md).

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
  body: z.object({ order_id: z.string().min(1) }),
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

export const bankList = defineEndpoint({
  id: 'bank.list',
  method: 'GET',
  service: 'root',
  path: '/api/v1/bank_information',
  auth: 'member',
  response: z.array(bankInformationSchema),
  purpose: 'Saved withdrawal accounts',
});

export const bankAdd = defineEndpoint({
  id: 'bank.add',
  method: 'POST',
  service: 'root',
  path: '/api/v1/bank_information',
  auth: 'member',
  body: bankInformationBodySchema,
  response: bankInformationSchema,
  purpose: 'Save a withdrawal account (CPF for Brazil)',
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

export const bankTypes = defineEndpoint({
  id: 'bank.types',
  method: 'GET',
  service: 'root',
  path: '/api/v1/withdraw/bank_type',
  auth: 'member',
  query: z.object({ country: z.string().regex(/^[A-Za-z]{2}$/, 'expected an ISO country code') }),
  response: z.array(bankTypeSchema),
  purpose: 'Banks of a country for a withdrawal account',
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

export const bankRemove = defineEndpoint({
  id: 'bank.remove',
  method: 'DELETE',
  service: 'root',
  path: '/api/v1/bank_information',
  auth: 'member',
  query: z.object({ info_id: numericIdSchema }),
  response: emptySchema,
  purpose: 'Delete a saved withdrawal account',
});

export const transactionEndpoints = [
  walletRecharge,
  walletContinueRecharge,
  walletRechargeTypes,
  walletPayChannels,
  walletWithdrawChannels,
  bankList,
  bankAdd,
  walletWithdraw,
  bankTypes,
  walletTradeTypes,
  bankRemove,
] as const;
