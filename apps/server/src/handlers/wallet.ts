// The wallet (spec section 7, "Transactions", "User and account", "Third-party games"): balance,
// currency, deposits, withdrawals, saved accounts, channels, the history lists, and transfers
// into and out of the game wallets (each pushes the new balance to the wallet socket).
import { walletEndpoints } from '@bet/api/contract/wallet';
import { TRANSACTION_STATUS } from '@bet/domain/statuses';
import { gameBalance } from '../games/game-wallets.ts';
import { findProviderGame } from '../games/provider-catalog.ts';
import { gameTransfer, memberCurrency, ngProvider, rateOf } from '../games/third-party-games.ts';
import { routesOf } from '../http/call.ts';
import { businessError, notFound } from '../http/errors.ts';
import { page } from '../http/paging.ts';
import { formatMinor, usdtIn } from '../ledger/units.ts';
import { accountSummary, exchangeRate } from '../members/currencies.ts';
import { memberById } from '../members/members.ts';
import { checkPaymentPassword } from '../members/payment-password.ts';
import { BANK_TYPES, RECHARGE_TYPES, TRADE_TYPES } from '../seed/catalog-data.ts';
import {
  addBankInformation,
  bankInformationView,
  listBankInformation,
  removeBankInformation,
  setDefaultBankInformation,
} from '../wallet/bank-information.ts';
import { changeLog, rechargePage, withdrawalPage } from '../wallet/history.ts';
import { createRecharge, ownOrder, rechargeView } from '../wallet/recharge.ts';
import { requestWithdrawal, withdrawView } from '../wallet/withdraw.ts';

export const walletRoutes = routesOf(walletEndpoints, {
  'wallet.changeLog': async ({ query, principal, services }) =>
    changeLog(services.db, principal.memberId, query.kind, page(query)),
  'wallet.withdrawals': async ({ query, principal, services }) =>
    withdrawalPage(services.db, principal.memberId, page(query), query.status),
  'wallet.recharges': async ({ query, principal, services }) =>
    rechargePage(services.db, principal.memberId, page(query), query.status),
  'wallet.balance': async ({ principal, services }) =>
    accountSummary(services.db, await memberById(services.db, principal.memberId)),
  'wallet.setCurrency': async ({ query, principal, services }) => {
    if ((await exchangeRate(services.db, query.unit)) === null)
      throw businessError(`Currency ${query.unit} is not available`);
    await services.db
      .updateTable('members')
      .set({ currency: query.unit })
      .where('id', '=', principal.memberId)
      .execute();
    return accountSummary(services.db, await memberById(services.db, principal.memberId));
  },
  'wallet.cardBalance': async ({ db, principal }) => {
    const currency = await memberCurrency(db, principal.memberId);
    const balance = await gameBalance(db, principal.memberId, 'ky');
    return { game_balance: usdtIn(balance, await rateOf(db, currency), currency), currency };
  },
  'wallet.cardTransferIn': async ({ db, query, principal, services }) => {
    if (!findProviderGame('ky', String(query.game_id))) throw businessError('Unknown game');
    const currency = await memberCurrency(db, principal.memberId);
    return gameTransfer(
      { db, memberId: principal.memberId, services },
      'ky',
      query.money,
      currency,
      'in',
    );
  },
  'wallet.cardTransferOut': async ({ db, query, principal, services }) => {
    if (!findProviderGame('ky', String(query.game_id))) throw businessError('Unknown game');
    const currency = await memberCurrency(db, principal.memberId);
    return gameTransfer(
      { db, memberId: principal.memberId, services },
      'ky',
      query.money,
      currency,
      'out',
    );
  },
  'wallet.ngBalance': async ({ db, query, principal }) => {
    const provider = ngProvider(query.plat_type);
    const currency = await memberCurrency(db, principal.memberId);
    const balance = await gameBalance(db, principal.memberId, provider);
    return { game_balance: usdtIn(balance, await rateOf(db, currency), currency), currency };
  },
  'wallet.ngTransferIn': async ({ db, body, principal, services }) =>
    gameTransfer(
      { db, memberId: principal.memberId, services },
      ngProvider(body.plat_type),
      body.money,
      body.currency,
      'in',
    ),
  'wallet.ngTransferOut': async ({ db, body, principal, services }) =>
    gameTransfer(
      { db, memberId: principal.memberId, services },
      ngProvider(body.plat_type),
      body.money,
      body.currency,
      'out',
    ),
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
      whole: row.whole,
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
  'wallet.withdraw': async ({ body, principal, services, db }) => {
    // No push here: the request is not a paid withdrawal (its WITHDRAW toast comes when the
    // operator completes it), and the answer tells the requesting page to read the balance again.
    return withdrawView(await requestWithdrawal(db, services, principal.memberId, body));
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
  'wallet.setDefaultBankAccount': async ({ body, principal, services }) => {
    if (!(await setDefaultBankInformation(services.db, principal.memberId, body.info_id)))
      throw notFound('Bank account not found');
    return (await listBankInformation(services.db, principal.memberId)).map(bankInformationView);
  },
  'wallet.bankTypes': async ({ query }) => BANK_TYPES[query.country.toUpperCase()] ?? [],
  'wallet.tradeTypes': async () => TRADE_TYPES.map((type) => ({ ...type })),
});
