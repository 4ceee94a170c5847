// Deposits: an order in the channel's currency, paid on a payment page this server serves; paying
// credits the wallet in USDT (gateway -> wallet), failing closes the order (spec section 7,
// "Transactions"; issue 4, "Wallet").
import { TRANSACTION_STATUS, type TransactionStatus } from '@bet/domain/statuses';
import { validateCard, type CardInput } from '@bet/domain/validation';
import { newToken } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import type { RechargeOrder } from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { badRequest, businessError, notFound } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { ENTRY_KIND } from '../ledger/entry-kinds.ts';
import { lockWallet, post, systemAccountId } from '../ledger/ledger.ts';
import { formatMinor, toMinor, toUsdtMinor } from '../ledger/units.ts';
import { exchangeRate } from '../members/currencies.ts';
import { orderNo } from './order-no.ts';
import { assertMayPlay, assertWithinDepositLimits, playRefusal } from '../safety/rules.ts';
import { validateDeposit, validateWithinLimits } from '@bet/domain/validation-payment';

export interface RechargeInput {
  pay_id: number;
  amount: string;
  currency: string;
  card?: CardInput | undefined;
}

const CARD_TYPE_ID = 3;
const CRYPTO_TYPE_ID = 1;
const BANK_TRANSFER_TYPE_ID = 2;

/** The simulated receiving account of bank-transfer (PIX) deposits; the reference is the order. */
export const DEPOSIT_BANK = { bank: 'Banco Simulado (999)', account_name: 'Bet Pagamentos Ltda' };

async function openChannel(tx: Tx, id: number) {
  const channel = await tx
    .selectFrom('pay_channels')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!channel) throw businessError('Payment types not available');
  return channel;
}

export async function createRecharge(
  tx: Tx,
  services: Services,
  memberId: bigint,
  input: RechargeInput,
): Promise<RechargeOrder> {
  const minimum = services.config.minDeposit;
  // Safer play (issue 14): the wallet row lock orders this member's deposits one after the other,
  // so that concurrent orders cannot pass a deposit limit together.
  await lockWallet(tx, memberId);
  await assertMayPlay(tx, memberId, services.now());
  const channel = await openChannel(tx, input.pay_id);
  // The page's check too (deposit-schema.ts): at least the minimum, whole where the channel says.
  const deposit = validateDeposit(input.amount, { minimum, whole: channel.whole });
  if (!deposit.ok) {
    const detail =
      deposit.error === 'validation.belowMinDeposit'
        ? ` (at least ${minimum})`
        : deposit.error === 'validation.amountMustBeWhole'
          ? ` (${channel.name} takes whole amounts)`
          : '';
    throw badRequest(`Invalid request: body.amount: ${deposit.error}${detail}`);
  }
  if (input.currency !== channel.currency)
    throw businessError(`${channel.name} takes ${channel.currency}`);
  if (channel.type_id === CARD_TYPE_ID) {
    const card = input.card
      ? validateCard(input.card, services.now())
      : { ok: false as const, error: 'validation.cardRequired' };
    if (!card.ok) throw badRequest(`Invalid request: body.card: ${card.error}`);
  }
  const amount = toMinor(input.amount, input.currency);
  const limits = { min: formatMinor(channel.min_amount), max: formatMinor(channel.max_amount) };
  if (!validateWithinLimits(input.amount, limits).ok) {
    throw businessError(
      `Amount must be between ${formatMinor(channel.min_amount)} and ${formatMinor(channel.max_amount)} ${channel.currency}`,
    );
  }
  const rate = await exchangeRate(tx, input.currency);
  if (rate === null) throw businessError(`Currency ${input.currency} is not available`);
  const credit = toUsdtMinor(amount, rate, 'down');
  const now = services.now();
  await assertWithinDepositLimits(tx, memberId, credit, now);
  return tx
    .insertInto('recharge_orders')
    .values({
      order_no: orderNo('R', now),
      member_id: memberId,
      channel_id: channel.id,
      currency: input.currency,
      amount,
      credit,
      status: TRANSACTION_STATUS.pending,
      pay_token: newToken(),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The answer of recharge and continueRecharge: where to pay. */
export async function rechargeView(db: Db | Tx, services: Services, order: RechargeOrder) {
  const channel = await db
    .selectFrom('pay_channels')
    .select(['type_id', 'name'])
    .where('id', '=', order.channel_id)
    .executeTakeFirst();
  const pending = order.status === TRANSACTION_STATUS.pending;
  const crypto = channel?.type_id === CRYPTO_TYPE_ID;
  return {
    order_id: order.order_no,
    status: order.status as TransactionStatus,
    amount: formatMinor(order.amount),
    currency: order.currency,
    pay_url: pending ? `${services.publicUrl()}/pay/${order.pay_token}` : null,
    address: crypto && pending ? `TSimulated${order.order_no}` : null,
    network: crypto ? 'TRC20' : null,
    bank:
      channel?.type_id === BANK_TRANSFER_TYPE_ID && pending
        ? {
            ...DEPOSIT_BANK,
            account: `0001-${order.order_no.slice(-8)}`,
            remark: order.order_no,
          }
        : null,
  };
}

/** The member's own open order; anyone else's is "not found" (no IDOR). */
export async function ownOrder(
  db: Db | Tx,
  memberId: bigint,
  orderNumber: string,
): Promise<RechargeOrder> {
  const order = await db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('order_no', '=', orderNumber)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!order) throw notFound('Order not found');
  return order;
}

export type PaymentOutcome = 'complete' | 'fail';

/**
 * Settles an order from its payment page. Settling twice changes nothing: the first outcome wins
 * and is returned. Returns the order and whether this call settled it.
 */
export async function settleRecharge(
  services: Services,
  payToken: string,
  outcome: PaymentOutcome,
): Promise<{ order: RechargeOrder; settled: boolean }> {
  return inTransaction(services.db, async (tx) => {
    const order = await tx
      .selectFrom('recharge_orders')
      .selectAll()
      .where('pay_token', '=', payToken)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound('Payment link not available');
    if (order.status !== TRANSACTION_STATUS.pending) return { order, settled: false };
    const now = services.now();
    // Safer play (issue 14): an order opened before a time-out or self-exclusion is not paid
    // during it; it fails instead (checked with the wallet row locked, like the order's creation).
    let blocked = false;
    if (outcome === 'complete') {
      await lockWallet(tx, order.member_id);
      blocked = (await playRefusal(tx, order.member_id, now)) !== null;
    }
    if (outcome === 'fail' || blocked) {
      const failed = await tx
        .updateTable('recharge_orders')
        .set({ status: TRANSACTION_STATUS.failed, settled_at: now })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { order: failed, settled: true };
    }
    const wallet = await lockWallet(tx, order.member_id);
    await post(tx, {
      kind: ENTRY_KIND.recharge,
      memberId: order.member_id,
      reference: order.order_no,
      memo: `Deposit ${formatMinor(order.amount)} ${order.currency}`,
      at: now,
      postings: [
        { accountId: await systemAccountId(tx, 'gateway'), amount: -order.credit },
        { accountId: wallet.id, amount: order.credit },
      ],
    });
    const paid = await tx
      .updateTable('recharge_orders')
      .set({
        status: TRANSACTION_STATUS.success,
        settled_at: now,
        balance_after: wallet.balance + order.credit,
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { order: paid, settled: true };
  });
}
