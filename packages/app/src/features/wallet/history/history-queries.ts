// The history reads (spec section 7): deposits, withdrawals and the balance change log, a page
// at a time, each optionally filtered (by status; by kind for the change log), and the status
// labels of spec section 4.
import type { DataOf } from '@bet/api/contract/endpoints';
import {
  TRANSACTION_STATUS,
  transactionStatusName,
  WITHDRAW_STATUS,
  withdrawStatusName,
} from '@bet/domain/statuses';
import type { TextKey } from '@bet/ui/text';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointPages } from '../../../lib/api/endpoint-query';

export const HISTORY_PAGE_SIZE = 20;

export type TransactionSide = 'deposits' | 'withdrawals';
export type TransactionRow =
  DataOf<'wallet.recharges'>['list'][number] | DataOf<'wallet.withdrawals'>['list'][number];
export type ChangeLogRow = DataOf<'wallet.changeLog'>['list'][number];

/** The statuses a side can filter by, in the spec's order. */
export function statusesOf(side: TransactionSide): readonly number[] {
  return Object.values(side === 'deposits' ? TRANSACTION_STATUS : WITHDRAW_STATUS);
}

export function statusLabel(side: TransactionSide, status: number): TextKey {
  if (side === 'deposits')
    return `common:transactionStatus.${transactionStatusName(status) ?? 'pending'}`;
  return `common:withdrawStatus.${withdrawStatusName(status) ?? 'canApprove'}`;
}

export function useTransactions(side: TransactionSide, status: number | undefined) {
  const query = status === undefined ? {} : { status };
  const deposits = useInfiniteQuery({
    ...endpointPages('wallet.recharges', { query }, HISTORY_PAGE_SIZE),
    enabled: side === 'deposits',
  });
  const withdrawals = useInfiniteQuery({
    ...endpointPages('wallet.withdrawals', { query }, HISTORY_PAGE_SIZE),
    enabled: side === 'withdrawals',
  });
  return side === 'deposits' ? deposits : withdrawals;
}

export function useChangeLog(kind: number | undefined) {
  const query = kind === undefined ? {} : { kind };
  return useInfiniteQuery(endpointPages('wallet.changeLog', { query }, HISTORY_PAGE_SIZE));
}

/** Every row of the pages read so far, in order. */
export function rowsOf<T>(pages: readonly { readonly list: readonly T[] }[] | undefined): T[] {
  return (pages ?? []).flatMap((page) => page.list);
}
