// Operator transitions of a withdrawal (spec section 4): canApprove -> processing (approve) or
// reject; processing -> successTransaction (complete) or failed (fail). Reject and fail refund.
import { WITHDRAW_STATUS } from '@bet/domain/statuses';
import type { Withdrawal } from '../db/schema.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { ENTRY_KIND } from '../ledger/entry-kinds.ts';
import { post, systemAccountId, walletId } from '../ledger/ledger.ts';

export const WITHDRAW_ACTIONS = {
  approve: { from: WITHDRAW_STATUS.canApprove, to: WITHDRAW_STATUS.processing },
  reject: { from: WITHDRAW_STATUS.canApprove, to: WITHDRAW_STATUS.reject },
  complete: { from: WITHDRAW_STATUS.processing, to: WITHDRAW_STATUS.successTransaction },
  fail: { from: WITHDRAW_STATUS.processing, to: WITHDRAW_STATUS.failed },
} as const;
export type WithdrawAction = keyof typeof WITHDRAW_ACTIONS;

async function payOut(tx: Tx, withdrawal: Withdrawal, at: Date): Promise<void> {
  const postings = [
    { accountId: await systemAccountId(tx, 'withdrawal_pending'), amount: -withdrawal.debit },
    {
      accountId: await systemAccountId(tx, 'gateway'),
      amount: withdrawal.debit - withdrawal.fee_debit,
    },
  ];
  if (withdrawal.fee_debit > 0n)
    postings.push({ accountId: await systemAccountId(tx, 'fees'), amount: withdrawal.fee_debit });
  await post(tx, {
    kind: ENTRY_KIND.withdrawPayout,
    memberId: null,
    reference: withdrawal.order_no,
    memo: 'Withdrawal paid out',
    at,
    postings,
  });
}

async function refund(tx: Tx, withdrawal: Withdrawal, at: Date): Promise<void> {
  await post(tx, {
    kind: ENTRY_KIND.withdrawRefund,
    memberId: withdrawal.member_id,
    reference: withdrawal.order_no,
    memo: 'Withdrawal refunded',
    at,
    postings: [
      { accountId: await systemAccountId(tx, 'withdrawal_pending'), amount: -withdrawal.debit },
      { accountId: await walletId(tx, withdrawal.member_id), amount: withdrawal.debit },
    ],
  });
}

/** Applies an action; a withdrawal not in the action's starting status answers 409. */
export async function settleWithdrawal(
  services: Services,
  orderNumber: string,
  action: WithdrawAction,
  remark?: string,
): Promise<Withdrawal> {
  const { from, to } = WITHDRAW_ACTIONS[action];
  return inTransaction(services.db, async (tx) => {
    const withdrawal = await tx
      .selectFrom('withdrawals')
      .selectAll()
      .where('order_no', '=', orderNumber)
      .forUpdate()
      .executeTakeFirst();
    if (!withdrawal) throw notFound('Withdrawal not found');
    if (withdrawal.status !== from)
      throw conflict(
        `Withdrawal is in status ${withdrawal.status}; ${action} needs status ${from}`,
      );
    if (to === WITHDRAW_STATUS.successTransaction) await payOut(tx, withdrawal, services.now());
    if (to === WITHDRAW_STATUS.reject || to === WITHDRAW_STATUS.failed)
      await refund(tx, withdrawal, services.now());
    return tx
      .updateTable('withdrawals')
      .set({ status: to, remark: remark ?? withdrawal.remark, updated_at: services.now() })
      .where('id', '=', withdrawal.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
