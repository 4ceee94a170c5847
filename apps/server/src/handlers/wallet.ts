// Wallet calls (spec section 7, "Transactions"): deposits, withdrawals, saved accounts, channels.

import { TRANSACTION_STATUS } from '@bet/domain/statuses';
import { routesOf } from '../http/call.ts';
import { businessError, notFound } from '../http/errors.ts';
import { formatMinor } from '../ledger/units.ts';
import { memberById } from '../members/members.ts';
import { checkPaymentPassword } from '../members/payment-password.ts';
import { BANK_TYPES, RECHARGE_TYPES, TRADE_TYPES } from '../seed/catalog-data.ts';
import { schedulePush } from '../wallet/notify.ts';
import { createRecharge, ownOrder, rechargeView } from '../wallet/recharge.ts';
import { requestWithdrawal, withdrawView } from '../wallet/withdraw.ts';
import {
  addBankInformation,
  bankInformationView,
  listBankInformation,
  removeBankInformation,
} from '../wallet/bank-information.ts';

export const walletRoutes = routesOf(transactionEndpoints, {
  'wallet.recharge': async ({ body, principal, services, db }) =>
    rechargeView(db, services, await createRecharge(db, services, principal.memberId, body)),
  'wallet.continueRecharge': async ({ body, principal, services, db }) => {
    const order = await ownOrder(db, principal.memberId, body.order_id);
    if (order.status !== TRANSACTION_STATUS.pending)
      throw businessError('Order is not awaiting payment');
    return rechargeView(db, services, order);
  },
  'wallet.rechargeTypes': async () => RECHARGE_TYPES.map((type) => ({ ...type })),
  'wallet.payChannels': async ({ services }) => {
    const rows = await services.db
      .selectFrom('pay_channels')
      .selectAll()
      .where('enabled', '=', true)
      .orderBy('sort')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      type_id: row.type_id,
      name: row.name,
      currency: row.currency,
      min: formatMinor(row.min_amount),
      max: formatMinor(row.max_amount),
      icon: row.icon,
    }));
  },
  'wallet.withdrawChannels': async ({ principal, services }) => {
    const member = await memberById(services.db, principal.memberId);
    const rows = await services.db
      .selectFrom('withdraw_channels')
      .selectAll()
      .orderBy('sort')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      currency: row.currency,
      network: row.network,
      min: formatMinor(row.min_amount),
      max: formatMinor(row.max_amount),
      fee_rate: row.fee_rate.replace(/\.?0+$/, ''),
      network_fee: formatMinor(row.network_fee),
      allowed: row.enabled && member.withdraw_allowed,
    }));
  },
  'wallet.withdraw': async ({ body, principal, services, db, afterCommit }) => {
    const withdrawal = await requestWithdrawal(db, services, principal.memberId, body);
    afterCommit(schedulePush(services, principal.memberId, 'WITHDRAW'));
    return withdrawView(withdrawal);
  },
  'wallet.bankAccounts': async ({ principal, services }) =>
    (await listBankInformation(services.db, principal.memberId)).map(bankInformationView),
  'wallet.addBankAccount': async ({ body, principal, services }) => {
    const member = await memberById(services.db, principal.memberId);
    await checkPaymentPassword(services.db, member, body.bank_password, services.now());
    return bankInformationView(await addBankInformation(services.db, principal.memberId, body));
  },
  'wallet.removeBankAccount': async ({ query, principal, services }) => {
    if (
      !(await removeBankInformation(services.db, principal.memberId, query.info_id, services.now()))
    )
      throw notFound('Bank account not found');
    return null;
  },
  'wallet.bankTypes': async ({ query }) => BANK_TYPES[query.country.toUpperCase()] ?? [],
  'wallet.tradeTypes': async () => TRADE_TYPES.map((type) => ({ ...type })),
});
