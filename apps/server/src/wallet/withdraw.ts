// Withdrawals (spec sections 4, 5 and 7): payment password and real name first, minimum 2 USDT,
// fees and a net amount above zero. The USDT equivalent moves wallet -> withdrawal_pending at the
// request; success pays it out (pending -> gateway + fees), reject or failure refunds it.
import { WITHDRAW_STATUS, type WithdrawStatus } from '@bet/domain/statuses';
import { canWithdraw, validateAddress, type AddressNetwork } from '@bet/domain/validation';
import { withdrawalQuote } from '@bet/domain/withdrawal';
import type { Withdrawal } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { businessError, notFound } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { ENTRY_KIND } from '../ledger/entry-kinds.ts';
import { insufficientBalance, lockWallet, post, systemAccountId } from '../ledger/ledger.ts';
import { formatMinor, toMinor, toUsdtMinor } from '../ledger/units.ts';
import { exchangeRate } from '../members/currencies.ts';
import { checkPaymentPassword } from '../members/payment-password.ts';
import { orderNo } from './order-no.ts';

export interface WithdrawInput {
  channel_id: number;
  amount: string;
  currency: string;
  bank_password: string;
  info_id?: number | undefined;
  address?: string | undefined;
}

async function gatedMember(tx: Tx, memberId: bigint) {
  const member = await tx
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const gate = canWithdraw({
    hasPaymentPassword: member.bank_password_hash !== null,
    hasRealName: member.real_name !== null,
  });
  if (!gate.ok)
    throw businessError(
      gate.error === 'validation.realNameNotSet'
        ? 'Set your real name before withdrawing'
        : 'Set a payment password before withdrawing',
    );
  if (!member.withdraw_allowed) throw businessError('Not allowed to withdraw');
  return member;
}

async function openChannel(tx: Tx, id: number) {
  const channel = await tx
    .selectFrom('withdraw_channels')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!channel) throw businessError('Not allowed to use this channel');
  return channel;
}

async function destination(
  tx: Tx,
  memberId: bigint,
  channel: { target: 'address' | 'bank'; network: string | null },
  input: WithdrawInput,
) {
  if (channel.target === 'address') {
    if (input.address === undefined) throw businessError('This channel pays to a wallet address');
    const check = validateAddress(
      input.address,
      (channel.network ?? undefined) as AddressNetwork | undefined,
    );
    if (!check.ok) throw businessError('Address is not valid for this network');
    return { address: input.address, bank_information_id: null };
  }
  if (input.info_id === undefined) throw businessError('This channel pays to a saved bank account');
  const info = await tx
    .selectFrom('bank_information')
    .select('id')
    .where('id', '=', BigInt(input.info_id))
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!info) throw notFound('Bank account not found');
  return { address: null, bank_information_id: info.id };
}

export async function requestWithdrawal(
  tx: Tx,
  services: Services,
  memberId: bigint,
  input: WithdrawInput,
): Promise<Withdrawal> {
  const member = await gatedMember(tx, memberId);
  await checkPaymentPassword(tx, member, input.bank_password, services.now());
  const channel = await openChannel(tx, input.channel_id);
  if (input.currency !== channel.currency)
    throw businessError(`${channel.name} pays out in ${channel.currency}`);
  const amount = toMinor(input.amount, input.currency);
  if (amount < channel.min_amount || amount > channel.max_amount) {
    throw businessError(
      `Amount must be between ${formatMinor(channel.min_amount)} and ${formatMinor(channel.max_amount)} ${channel.currency}`,
    );
  }
  const quote = withdrawalQuote({
    amount: formatMinor(amount),
    currency: input.currency,
    feeRate: channel.fee_rate,
    networkFee: formatMinor(channel.network_fee),
  });
  const serviceFee = toMinor(quote.serviceFee, input.currency);
  const net = amount - serviceFee - channel.network_fee;
  if (net <= 0n) throw businessError('Net withdrawal amount must be greater than zero');
  const rate = await exchangeRate(tx, input.currency);
  if (rate === null) throw businessError(`Currency ${input.currency} is not available`);
  const debit = toUsdtMinor(amount, rate, 'up');
  const feeDebit = toUsdtMinor(serviceFee + channel.network_fee, rate, 'down');
  const target = await destination(tx, memberId, channel, input);
  const wallet = await lockWallet(tx, memberId);
  if (wallet.balance < debit) throw insufficientBalance();
  const now = services.now();
  const number = orderNo('W', now);
  await post(tx, {
    kind: ENTRY_KIND.withdraw,
    memberId,
    reference: number,
    memo: `Withdrawal ${formatMinor(amount)} ${input.currency}`,
    at: now,
    postings: [
      { accountId: wallet.id, amount: -debit },
      { accountId: await systemAccountId(tx, 'withdrawal_pending'), amount: debit },
    ],
  });
  return tx
    .insertInto('withdrawals')
    .values({
      order_no: number,
      member_id: memberId,
      channel_id: channel.id,
      ...target,
      currency: input.currency,
      amount,
      service_fee: serviceFee,
      network_fee: channel.network_fee,
      net_amount: net,
      debit,
      fee_debit: feeDebit,
      balance_after: wallet.balance - debit,
      status: WITHDRAW_STATUS.canApprove,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function withdrawView(withdrawal: Withdrawal) {
  return {
    order_id: withdrawal.order_no,
    status: withdrawal.status as WithdrawStatus,
    amount: formatMinor(withdrawal.amount),
    service_fee: formatMinor(withdrawal.service_fee),
    network_fee: formatMinor(withdrawal.network_fee),
    net_amount: formatMinor(withdrawal.net_amount),
  };
}
